import Foundation

/// A JavaScript `alert`, `confirm`, `prompt` or before-unload dialog.
public struct ScriptDialog: Sendable {
    public enum Kind: Hashable, Sendable {
        case alert, confirm, prompt, beforeUnload
    }

    public var kind: Kind
    public var message: String
    /// The prompt's default text; `nil` for other kinds.
    public var defaultText: String?
    /// The page that opened the dialog.
    public var pageURL: URL?

    public init(kind: Kind, message: String, defaultText: String? = nil, pageURL: URL? = nil) {
        self.kind = kind
        self.message = message
        self.defaultText = defaultText
        self.pageURL = pageURL
    }
}

/// How a dialog was closed. Every dialog is closed exactly once.
public enum ScriptDialogResult: Hashable, Sendable {
    /// OK on an alert or confirm, leave on before-unload.
    case confirmed
    /// Cancel on a confirm or prompt, stay on before-unload.
    case cancelled
    /// OK on a prompt, with its text.
    case text(String)

    /// What a user who just closes the dialog gets.
    public static func dismissal(for kind: ScriptDialog.Kind) -> ScriptDialogResult {
        switch kind {
        case .alert, .beforeUnload: .confirmed
        case .confirm, .prompt: .cancelled
        }
    }
}
