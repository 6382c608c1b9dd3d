extension WebContainer {
    /// Dismisses the current document's later dialogs unseen, as a browser's
    /// "prevent this page from creating additional dialogs" does. Lasts until
    /// the main frame loads another document.
    public func suppressScriptDialogs() { dialogs.suppress() }

    /// Whether the current document's dialogs are being dismissed unseen.
    public var areScriptDialogsSuppressed: Bool { dialogs.gate.isSuppressed }

    /// Dialogs of the current document dismissed unseen because they were suppressed.
    public var suppressedScriptDialogCount: Int { dialogs.gate.suppressedCount }
}
