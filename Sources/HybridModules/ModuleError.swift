import HybridCore

/// Why a first-party module refused, with a stable code pages see as `error.code`
/// and a sentence for people as `error.message`. Bad arguments are `invalid_params`.
public enum ModuleError: Error, Equatable, Sendable, BridgeErrorConvertible {
    /// The container has no shell that can do it (no window), or the platform has no such service.
    case unavailable(String)
    /// An action sheet is already open in this container.
    case busy
    /// The app did not allow this page to read the clipboard.
    case clipboardRefused
    /// A chosen file is not an image the page may receive.
    case notAnImage(String)
    /// A chosen image is larger than the page asked for or the module allows.
    case imageTooLarge(name: String, limitBytes: Int)
    /// The platform's share service failed.
    case shareFailed(String)

    /// Every code, for declarations and tests.
    public static let codes = ["unavailable", "sheet_busy", "clipboard_refused", "not_an_image", "image_too_large", "share_failed"]

    public var bridgeErrorCode: String {
        switch self {
        case .unavailable: "unavailable"
        case .busy: "sheet_busy"
        case .clipboardRefused: "clipboard_refused"
        case .notAnImage: "not_an_image"
        case .imageTooLarge: "image_too_large"
        case .shareFailed: "share_failed"
        }
    }

    public var bridgeErrorMessage: String {
        switch self {
        case .unavailable(let sentence): sentence
        case .busy: "An action sheet is already open; wait for its answer before opening another."
        case .clipboardRefused: "The app did not allow this page to read the clipboard."
        case .notAnImage(let name): "The chosen file \(name) is not an image."
        case .imageTooLarge(let name, let limit): "The image \(name) is larger than \(limit) bytes."
        case .shareFailed(let reason): "Sharing failed: \(reason)."
        }
    }

    /// The container shows no window that can `what` ("show a toast").
    static func noShell(_ what: String) -> ModuleError {
        .unavailable("This container cannot \(what): it is not shown in a window with a presenter.")
    }
}
