import HybridCore
import HybridVocabulary

/// How `hybrid run` answers the page's dialogs; `alert` is always dismissed.
struct MockDialogs: Equatable {
    /// `confirm(…)` answers OK when `true`.
    var confirm = true
    /// The text `prompt(…)` gets; `nil` cancels it.
    var prompt: String?

    func answer(_ dialog: ScriptDialog) -> ScriptDialog.Result {
        switch dialog.kind {
        case .alert, .beforeUnload: .confirmed
        case .confirm: confirm ? .confirmed : .cancelled
        case .prompt: prompt.map { .text($0) } ?? .cancelled
        }
    }
}
