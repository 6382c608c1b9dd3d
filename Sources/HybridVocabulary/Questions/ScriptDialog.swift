import Foundation

/// A JavaScript `alert`, `confirm`, `prompt` or before-unload dialog.
public struct ScriptDialog: Sendable {
    /// Which of the four dialogs a page can open.
    public enum Kind: Hashable, Sendable {
        case alert, confirm, prompt, beforeUnload
    }

    public var kind: Kind
    public var message: String
    /// The prompt's default text; `nil` for other kinds.
    public var defaultText: String?
    /// The URL the engine reports: the opening frame's on WKWebView, the
    /// main frame's on WebKitGTK (even for an iframe's dialog). Do not title a dialog with it: use ``sender``.
    public var pageURL: URL?
    /// The frame the engine says opened the dialog (WKWebView); `nil` when the engine does not say (WebKitGTK).
    /// The container proves ``sender`` from it; apps read ``sender``.
    package var frame: FrameInfo?
    /// Who opened the dialog, as the container proved it: set before the delegate sees the dialog.
    public var sender: RequestingFrame

    /// A dialog no engine reports a frame for (an app's own tests of its dialog answers).
    public init(kind: Kind, message: String, defaultText: String? = nil, pageURL: URL? = nil, sender: RequestingFrame = .unattributed) {
        self.init(kind: kind, message: message, defaultText: defaultText, pageURL: pageURL, frame: nil, sender: sender)
    }

    /// A dialog with the frame the engine reports.
    package init(kind: Kind, message: String, defaultText: String? = nil, pageURL: URL? = nil, frame: FrameInfo?,
                 sender: RequestingFrame = .unattributed) {
        self.kind = kind
        self.message = message
        self.defaultText = defaultText
        self.pageURL = pageURL
        self.frame = frame
        self.sender = sender
    }
}

extension ScriptDialog {
    /// How a dialog was closed. Every dialog is closed exactly once.
    public enum Result: Hashable, Sendable {
        /// OK on an alert or confirm, leave on before-unload.
        case confirmed
        /// Cancel on a confirm or prompt, stay on before-unload.
        case cancelled
        /// OK on a prompt, with its text.
        case text(String)

        /// What a user who just closes the dialog gets.
        public static func dismissal(for kind: Kind) -> Result {
            switch kind {
            case .alert, .beforeUnload: .confirmed
            case .confirm, .prompt: .cancelled
            }
        }
    }
}
