import HybridVocabulary

/// What a navigator shell's alert says for a page's `alert`, `confirm`,
/// `prompt` or before-unload dialog, whatever draws it (UIKit or AppKit).
///
/// The title names the frame that asked, by its origin, never the page's:
/// an embedded frame's dialog looks like the page's own, so titling it with
/// the page would let the frame speak as the page (``RequestingFrame``).
struct ShellDialogContent {
    /// What a button answers: the prompt's button answers with the field's text.
    enum Answer {
        case confirmed, cancelled, text
    }

    struct Button {
        let title: String
        let isCancel: Bool
        let answer: Answer
    }

    let title: String
    let message: String
    /// The prompt's text field and its first text; `nil` for the other kinds.
    let textField: String?
    /// In reading order; the cancelling one first.
    let buttons: [Button]

    init(_ dialog: ScriptDialog) {
        title = Self.title(for: dialog.sender)
        message = dialog.message
        let ok = Button(title: "OK", isCancel: false, answer: .confirmed)
        let cancel = Button(title: "Cancel", isCancel: true, answer: .cancelled)
        switch dialog.kind {
        case .alert:
            textField = nil
            buttons = [ok]
        case .confirm:
            textField = nil
            buttons = [cancel, ok]
        case .prompt:
            textField = dialog.defaultText ?? ""
            buttons = [cancel, Button(title: "OK", isCancel: false, answer: .text)]
        case .beforeUnload:
            textField = nil
            buttons = [Button(title: "Stay on Page", isCancel: true, answer: .cancelled),
                       Button(title: "Leave Page", isCancel: false, answer: .confirmed)]
        }
    }

    /// The origin of the frame that asked, or words that claim no origin when none is proven.
    static func title(for sender: RequestingFrame) -> String {
        switch sender.origin {
        case nil: "An embedded page"
        case "null": "A sandboxed page"
        case let origin?: origin
        }
    }

    /// The page's answer for a tap on `button`, with the prompt field's `text`.
    static func result(of button: Button, text: String?) -> ScriptDialog.Result {
        switch button.answer {
        case .confirmed: .confirmed
        case .cancelled: .cancelled
        case .text: .text(text ?? "")
        }
    }
}
