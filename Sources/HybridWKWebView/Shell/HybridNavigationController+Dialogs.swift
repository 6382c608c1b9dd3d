import HybridCore
import HybridVocabulary

extension HybridNavigationController: WebContainer.DialogDelegate {
    /// A page's `alert`, `confirm`, `prompt` or before-unload dialog, for the
    /// containers this controller is the dialog delegate of (those that had none).
    public func container(_ container: WebContainer, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        await presentScriptDialog(dialog, for: container)
    }

    /// Shows `dialog` as an alert over the stacks and returns the person's answer.
    /// For an app whose own container delegate wants this controller's alerts: it
    /// waits for a running push, pop or presentation, shows only while the page
    /// is on top (otherwise it is dismissed), and is answered exactly once.
    public func presentScriptDialog(_ dialog: ScriptDialog, for container: WebContainer) async -> ScriptDialog.Result {
        await dialogs.ask(dialog, of: container)
    }

    func setUpDialogs() {
        dialogs.present = { [weak self] content, answer in self?.presentAlert(content, answer: answer) }
        #if canImport(UIKit)
        dialogs.isBusy = { [weak self] in self?.transitionRunning() ?? false }
        #endif
        dialogs.isOnTop = { [weak self] container in self?.navigator.topContainer === container }
        dialogs.didClose = { [weak self] in self?.sync() }
    }
}
