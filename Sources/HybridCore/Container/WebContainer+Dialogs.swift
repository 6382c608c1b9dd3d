extension WebContainer {
    /// Dismisses the current document's later dialogs unseen, as a browser's
    /// "prevent this page from creating additional dialogs" does. Lasts until
    /// the main frame loads another document.
    public func suppressScriptDialogs() { dialogGate.suppress() }

    /// Whether the current document's dialogs are being dismissed unseen.
    public var areScriptDialogsSuppressed: Bool { dialogGate.isSuppressed }

    /// Dialogs of the current document dismissed unseen because they were suppressed.
    public var suppressedScriptDialogCount: Int { dialogGate.suppressedCount }

    /// Whether `dialog` may reach the delegate: not while suppressed, and a
    /// flood goes to the delegate's decision first (suppressed when it does not answer in time).
    func admitScriptDialog(_ dialog: ScriptDialog) async -> Bool {
        guard case .flood(let count) = dialogGate.admit(at: .now, limit: dialogFloodLimit) else {
            return !dialogGate.isSuppressed
        }
        let decision: ScriptDialog.FloodDecision
        if let delegate {
            decision = await Deadline.run(timeout: dialogTimeout, onTimeout: .suppress) {
                await delegate.container(self, decideAfterDialogFlood: count, sender: dialog.sender)
            }
        } else {
            decision = .suppress
        }
        guard decision == .suppress else {
            dialogGate.floodAllowed()
            return true
        }
        logger.warning("suppressed the page's dialogs after \(count) in \(dialogFloodLimit.window)")
        dialogGate.suppress(includingCurrent: true)
        return false
    }
}
