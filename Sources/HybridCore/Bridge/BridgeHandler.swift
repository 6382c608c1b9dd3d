import HybridVocabulary
/// A registered native handler: its options and a body working on raw JSON.
/// Typed handlers are raw handlers wrapped in decoding and encoding.
struct BridgeHandler: Sendable {
    typealias Body = @MainActor @Sendable (RawJSON, BridgeCallContext) async throws -> RawJSON

    var options: BridgeHandlerOptions
    var body: Body
}
