import Crypto

/// Checks a downloaded file against the length and hashes metadata gives for it.
/// Every listed hash must be one this client computes, and must match: an unknown
/// algorithm is a refusal, since the file could not be checked against it.
enum FileDigests {
    static func verify(_ data: [UInt8], name: String, length: Int64?, hashes: [String: String]?) throws(TUFError) {
        if let length, Int64(data.count) != length { throw .lengthMismatch(name: name, expected: length, actual: Int64(data.count)) }
        for (algorithm, expected) in hashes ?? [:] {
            let actual: String
            switch algorithm {
            case "sha256": actual = Hex.encode(SHA256.hash(data: data))
            case "sha384": actual = Hex.encode(SHA384.hash(data: data))
            case "sha512": actual = Hex.encode(SHA512.hash(data: data))
            default: throw .unsupportedHash(name: name, algorithm: algorithm)
            }
            guard actual == expected.lowercased() else { throw .hashMismatch(name: name, algorithm: algorithm) }
        }
    }
}
