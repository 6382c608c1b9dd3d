import Foundation
import HybridVocabulary

extension WebContainer {
    /// The dialogs-and-permissions role of a container's delegate: what the page puts in
    /// front of a person (script dialogs, file choosers) and what it asks the device for.
    /// Every method has a default, which shows nothing and grants nothing. A shell that
    /// draws dialogs (`HybridNavigatorWindow`, `HybridNavigationController`) takes this
    /// role for containers whose app left it empty.
    @MainActor
    public protocol DialogDelegate: AnyObject {
        /// Shows a page's `alert`, `confirm`, `prompt` or before-unload dialog and returns the user's answer.
        /// The page is blocked until then; with no answer within ``ContainerConfiguration/dialogTimeout`` the dialog is dismissed.
        func container(_ container: WebContainer, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result
        /// The document opened `dialogs` dialogs within ``ContainerConfiguration/dialogFloodWindow``:
        /// `true` shows this dialog and asks again after another flood; `false`, the default, suppresses it:
        /// this and the document's later dialogs are dismissed unseen until the main frame loads another
        /// document. With no answer within the dialog timeout, suppressed.
        func container(_ container: WebContainer, decideAfterDialogFlood dialogs: Int, sender: RequestingFrame) async -> Bool
        /// A page's file input asks for files (`multiple` and `accept` in `request`). Return
        /// file URLs of readable regular files (at most one without `multiple`), or `nil`
        /// to cancel (the default). Other answers are refused and the input is cancelled.
        func container(_ container: WebContainer, chooseFilesFor request: FileChooserRequest) async -> [URL]?
        /// A page asks for the camera, microphone, location, notifications… Denied by default.
        /// A decision remembered (`PermissionRequest/Decision/Memory`) answers later requests of
        /// the same origin and kinds without asking.
        func container(_ container: WebContainer, decide request: PermissionRequest) async -> PermissionRequest.Decision
    }
}

extension WebContainer.DialogDelegate {
    public func container(_ container: WebContainer, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        .dismissal(for: dialog.kind)
    }
    public func container(_ container: WebContainer, decideAfterDialogFlood dialogs: Int, sender: RequestingFrame) async -> Bool {
        false
    }
    public func container(_ container: WebContainer, chooseFilesFor request: FileChooserRequest) async -> [URL]? { nil }
    public func container(_ container: WebContainer, decide request: PermissionRequest) async -> PermissionRequest.Decision { .deny }
}
