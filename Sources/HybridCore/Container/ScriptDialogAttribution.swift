import HybridVocabulary
extension MainDocumentState {
    /// Who opened a dialog. The engine's frame wins where it names one
    /// (WKWebView). Without it (WebKitGTK, whose dialogs carry no frame) the
    /// main document is the opener only by elimination: its runtime reported
    /// its origin and it never held a child frame, so nothing else could have.
    func dialogSender(engineFrame: FrameInfo?) -> RequestingFrame {
        if let engineFrame {
            return engineFrame.isMainFrame ? .mainFrame(origin: engineFrame.securityOrigin) : .subframe(origin: engineFrame.securityOrigin)
        }
        guard let origin, !heldFrame else { return .unattributed }
        return .mainFrame(origin: origin)
    }
}
