import HybridVocabulary
/// The data one site holds in an engine: its name as the engine groups it
/// (a host or registrable domain such as `example.com` or `127.0.0.1`) and what kinds.
package struct WebsiteDataRecord: Hashable, Sendable {
    public var name: String
    public var types: WebsiteDataTypes

    public init(name: String, types: WebsiteDataTypes) {
        self.name = name
        self.types = types
    }
}
