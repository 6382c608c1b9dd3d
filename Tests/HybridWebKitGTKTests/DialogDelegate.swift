import Foundation
import HybridCore
import HybridVocabulary

/// A container delegate that shows dialogs the way a test scripts: it records
/// each one, and answers with `answer` (which may wait as long as it likes).
@MainActor
final class DialogDelegate: WebContainerDelegate {
    var dialogs: [ScriptDialog] = []
    var answer: (ScriptDialog) async -> ScriptDialog.Result = { .dismissal(for: $0.kind) }

    func container(_ container: WebContainer, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        dialogs.append(dialog)
        return await answer(dialog)
    }

    /// An app that never answers: it waits until the container gives up on it.
    static func never(_ dialog: ScriptDialog) async -> ScriptDialog.Result {
        try? await Task.sleep(for: .seconds(3600))
        return .confirmed
    }
}
