import Foundation
import HybridCore
import HybridVocabulary

/// Records the dialogs and flood decisions the container hands the app.
@MainActor
final class RecordingDialogDelegate: WebContainerDelegate {
    var dialogs: [ScriptDialog] = []
    var floods: [(count: Int, sender: RequestingFrame)] = []
    var allowsFlood = false

    func container(_ container: WebContainer, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        dialogs.append(dialog)
        return .confirmed
    }

    func container(_ container: WebContainer, decideAfterDialogFlood dialogs: Int, sender: RequestingFrame) async -> Bool {
        floods.append((dialogs, sender))
        return allowsFlood
    }
}
