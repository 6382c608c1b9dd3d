import Crypto

/// Succinct hash-bin delegation (TAP 15): `2^bitLength` roles named
/// `PREFIX-XX…`, a target going to the bin its path's SHA-256 starts with.
public struct SuccinctRoles: Sendable, Equatable {
    public let roleKeys: RoleKeys
    public let bitLength: Int
    public let namePrefix: String

    init(json: TUFJSON) throws(TUFError) {
        guard let bits = json["bit_length"]?.integerValue, (1...32).contains(bits), let prefix = json["name_prefix"]?.stringValue else {
            throw .malformedMetadata("succinct_roles needs \"bit_length\" from 1 to 32 and \"name_prefix\"")
        }
        roleKeys = try RoleKeys(json: json, role: prefix)
        bitLength = Int(bits)
        namePrefix = prefix
    }

    /// The bin role for `targetPath`; bins are not terminating and cover only their own paths.
    func role(for targetPath: String) -> DelegatedRole {
        let digest = Array(SHA256.hash(data: Array(targetPath.utf8)))
        let leading = UInt32(digest[0]) << 24 | UInt32(digest[1]) << 16 | UInt32(digest[2]) << 8 | UInt32(digest[3])
        let bin = bitLength == 32 ? leading : leading >> (32 - UInt32(bitLength))
        let width = (bitLength + 3) / 4
        let suffix = String(bin, radix: 16)
        let name = "\(namePrefix)-\(String(repeating: "0", count: max(0, width - suffix.count)))\(suffix)"
        return DelegatedRole(name: name, roleKeys: roleKeys, terminating: false, paths: nil, pathHashPrefixes: nil)
    }
}
