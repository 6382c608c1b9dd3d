import HybridCore

/// Why a first-party module refused: a ``BridgeError/handlerFailed(code:message:)`` with a
/// stable code pages see as `error.code` and a sentence for people as `error.message`.
/// Bad arguments are `invalid_params`, as for any handler.
extension BridgeError {
    /// `unavailable`: the container has no shell that can do it (no window), or the
    /// platform has no such service; `sentence` says which, for a person.
    public static func unavailable(_ sentence: String) -> BridgeError {
        .handlerFailed(code: "unavailable", message: sentence)
    }

    /// `share_failed`: the platform's share service failed; `reason` says how.
    public static func shareFailed(_ reason: String) -> BridgeError {
        .handlerFailed(code: "share_failed", message: "Sharing failed: \(reason).")
    }

    /// `sheet_busy`: an action sheet is already open in this container.
    static let sheetBusy = BridgeError.handlerFailed(
        code: "sheet_busy", message: "An action sheet is already open; wait for its answer before opening another.")

    /// `clipboard_refused`: the app did not allow this page to read the clipboard.
    static let clipboardRefused = BridgeError.handlerFailed(
        code: "clipboard_refused", message: "The app did not allow this page to read the clipboard.")

    /// `not_an_image`: a chosen file is not an image the page may receive.
    static func notAnImage(_ name: String) -> BridgeError {
        .handlerFailed(code: "not_an_image", message: "The chosen file \(name) is not an image.")
    }

    /// `image_too_large`: a chosen image is larger than the page asked for or the module allows.
    static func imageTooLarge(name: String, limitBytes: Int) -> BridgeError {
        .handlerFailed(code: "image_too_large", message: "The image \(name) is larger than \(limitBytes) bytes.")
    }

    /// The container shows no window that can `what` ("show a toast").
    static func noShell(_ what: String) -> BridgeError {
        .unavailable("This container cannot \(what): it is not shown in a window with a presenter.")
    }
}
