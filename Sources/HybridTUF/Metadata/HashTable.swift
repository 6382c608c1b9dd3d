/// A `hashes` object: algorithm name to hex digest, with at least one entry.
enum HashTable {
    static func parse(_ json: TUFJSON, name: String) throws(TUFError) -> [String: String] {
        guard let table = json.objectValue, !table.isEmpty else { throw .malformedMetadata("\(name) has an empty or invalid \"hashes\"") }
        var hashes: [String: String] = [:]
        for (algorithm, value) in table {
            guard let digest = value.stringValue else { throw .malformedMetadata("\(name) has a \(algorithm) hash that is not a string") }
            hashes[algorithm] = digest
        }
        return hashes
    }
}
