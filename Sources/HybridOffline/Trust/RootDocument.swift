import Foundation

/// A root of trust: the Ed25519 keys that exist (named by the SHA-256 of the raw key,
/// so a name cannot be claimed by another key), which of them sign the next root and
/// which sign packages and channel documents, how many of each must, and until when
/// updates may rely on it. Its exact bytes are what its `.sig` file signs.
package struct RootDocument: Codable, Equatable, Sendable {
    package static let currentFormat = 1
    /// More keys than this is not a root a publisher makes, and would make checking costly.
    static let maximumKeys = 64

    package var format: Int
    /// 1 for the first root; every rotation adds exactly 1.
    package var version: Int64
    /// Seconds since 1970 after which updates stop under this root (`root_expired`).
    package var expires: Int64
    /// Key id → the raw Ed25519 public key in base64.
    package var keys: [String: String]
    package var root: RootRole
    package var publish: RootRole

    package init(version: Int64, expires: Int64, rootKeys: [PackagePublicKey], rootThreshold: Int,
                 publishKeys: [PackagePublicKey], publishThreshold: Int) {
        format = Self.currentFormat
        self.version = version
        self.expires = expires
        keys = Dictionary((rootKeys + publishKeys).map { ($0.keyID, $0.rawBase64) }) { first, _ in first }
        root = RootRole(keyIDs: Self.unique(rootKeys.map(\.keyID)), threshold: rootThreshold)
        publish = RootRole(keyIDs: Self.unique(publishKeys.map(\.keyID)), threshold: publishThreshold)
    }

    /// The exact bytes a publisher signs and a feed serves: sorted keys, so the same root is the same bytes.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Parses and checks `data`; anything else than a valid root throws `invalid_root`.
    package static func decode(_ data: Data) throws -> RootDocument {
        guard let document = try? JSONDecoder().decode(RootDocument.self, from: data) else {
            throw PackageUpdateError.invalidRoot("the root document does not parse")
        }
        try document.validate()
        return document
    }

    /// Throws `invalid_root` for a document no publisher makes.
    func validate() throws {
        guard format == Self.currentFormat else { throw PackageUpdateError.invalidRoot("format \(format) is not \(Self.currentFormat)") }
        guard version >= 1 else { throw PackageUpdateError.invalidRoot("version \(version) is not positive") }
        guard expires > 0 else { throw PackageUpdateError.invalidRoot("its expiry \(expires) is not a time") }
        guard (1...Self.maximumKeys).contains(keys.count) else {
            throw PackageUpdateError.invalidRoot("it lists \(keys.count) keys; 1 to \(Self.maximumKeys) are allowed")
        }
        for (keyID, text) in keys {
            guard let key = PackagePublicKey(rootEntry: text) else {
                throw PackageUpdateError.invalidRoot("key \(keyID) is not an Ed25519 public key")
            }
            guard key.keyID == keyID else { throw PackageUpdateError.invalidRoot("key \(keyID) is not named by the SHA-256 of its bytes") }
        }
        try root.validate("root", keys: keys)
        try publish.validate("publish", keys: keys)
    }

    /// Who signs packages and channel documents under this root.
    var publishPolicy: SignaturePolicy { policy(publish) }
    /// Who signs the root after this one (and this one itself).
    var rootPolicy: SignaturePolicy { policy(root) }

    private func policy(_ role: RootRole) -> SignaturePolicy {
        var roleKeys: [String: PackagePublicKey] = [:]
        for keyID in role.keyIDs { roleKeys[keyID] = keys[keyID].flatMap(PackagePublicKey.init(rootEntry:)) }
        return SignaturePolicy(keys: roleKeys, threshold: role.threshold)
    }

    private static func unique(_ ids: [String]) -> [String] {
        var seen = Set<String>()
        return ids.filter { seen.insert($0).inserted }
    }
}
