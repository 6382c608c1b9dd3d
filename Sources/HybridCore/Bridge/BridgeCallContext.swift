import HybridVocabulary
/// What a handler knows about the call it is answering.
public struct BridgeCallContext: Sendable {
    /// The call id the page gave; unique per page.
    public var callID: Int
    public var handlerName: String
    /// Origin and frame as stamped by the trusted runtime.
    public var source: BridgeMessageSource
    /// The container the page is in.
    public var containerID: ObjectIdentifier?
    /// Whether the calling page is the one a person sees (``WebContainer/isVisible``, and not closed)
    /// when the call arrived: not below the top, under a modal, prerendered or in a hidden tab or window.
    public var isPageShown: Bool = true
    /// How the calling page's main document got its trust, recorded as it arrived: loaded by
    /// the app, redirected, or navigated to by the page; a page brought back keeps the one it had. A call from a frame says its main document's.
    public var documentTrust: DocumentTrust = .navigated
}
