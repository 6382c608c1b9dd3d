import HybridVocabulary
/// How the main frame's trusted runtime describes its document (its `describe` task).
struct BridgeDocumentDescription: Equatable, Sendable {
    /// `self.origin`: `"null"` for a sandboxed document, whatever its URL.
    var origin: String
    /// A random token the runtime made for this document; deliveries that carry
    /// it reach this document only.
    var token: String
    /// Every frame in the document, at any depth, is of the same origin and unsandboxed.
    var framesShareOrigin: Bool

    init?(_ value: JSONValue) {
        guard let origin = value["origin"]?.stringValue, let token = value["document"]?.stringValue, !token.isEmpty,
              let framesShareOrigin = value["framesShareOrigin"]?.boolValue
        else { return nil }
        self.origin = origin
        self.token = token
        self.framesShareOrigin = framesShareOrigin
    }
}
