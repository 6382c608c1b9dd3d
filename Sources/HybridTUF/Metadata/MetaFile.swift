/// What timestamp says of snapshot, and snapshot of each targets role: the version,
/// and optionally the length and hashes of the file.
public struct MetaFile: Sendable, Equatable {
    public let version: Int64
    public let length: Int64?
    public let hashes: [String: String]?

    init(json: TUFJSON, name: String) throws(TUFError) {
        guard let version = json["version"]?.integerValue, version >= 1 else {
            throw .malformedMetadata("\(name) has no valid \"version\"")
        }
        self.version = version
        switch json["length"] {
        case nil: length = nil
        case .integer(let value)? where value >= 0: length = value
        default: throw .malformedMetadata("\(name) has an invalid \"length\"")
        }
        hashes = try json["hashes"].map { (value) throws(TUFError) in try HashTable.parse(value, name: name) }
    }
}
