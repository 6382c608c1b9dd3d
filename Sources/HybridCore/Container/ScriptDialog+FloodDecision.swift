import HybridEngineSupport
extension ScriptDialog {
    /// The app's answer when a document opens dialogs faster than `ScriptDialog/FloodLimit` allows.
    public enum FloodDecision: Hashable, Sendable {
        /// Dismiss this dialog and every later one of the document, unseen, until the main frame loads another.
        case suppress
        /// Show this dialog; ask again after another flood.
        case allow
    }
}
