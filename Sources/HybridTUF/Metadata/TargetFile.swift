/// A target as targets metadata describes it: its length and hashes.
public struct TargetFile: Sendable, Equatable {
    public let path: String
    public let length: Int64
    public let hashes: [String: String]
    public let custom: TUFJSON?

    init(json: TUFJSON, path: String) throws(TUFError) {
        guard let length = json["length"]?.integerValue, length >= 0 else { throw .malformedMetadata("target \(path) has no valid \"length\"") }
        guard let hashes = json["hashes"] else { throw .malformedMetadata("target \(path) has no \"hashes\"") }
        self.path = path
        self.length = length
        self.hashes = try HashTable.parse(hashes, name: path)
        custom = json["custom"]
    }
}
