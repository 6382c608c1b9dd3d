import HybridVocabulary
/// A message a page sent to native, after decoding.
enum BridgeInboundMessage: Equatable, Sendable {
    /// A call of a native handler; the reply carries `id` back.
    case call(BridgeCallRequest)
    /// The page's runtime started and asks for its configuration.
    case hello
    /// The page came back from the back-forward cache: same document, same runtime, native must hear it again.
    case restoredFromCache
    /// The main frame's runtime saw its document hold a child frame: dialogs can no longer be attributed to it alone.
    case framesSeen
}

/// One call of a native handler by name.
package struct BridgeCallRequest: Equatable, Sendable {
    /// The page's own call id, echoed in the reply.
    public var id: Int
    public var name: String
    /// The parameters exactly as the page sent them.
    public var params: RawJSON
    /// The style the page says it used; informational, never trusted for security.
    public var transport: BridgeMessageSource.Transport

    public init(id: Int, name: String, params: RawJSON, transport: BridgeMessageSource.Transport = .messageHandler) {
        self.id = id
        self.name = name
        self.params = params
        self.transport = transport
    }
}
