import Foundation
import HybridTUF

/// Writes the feed's TUF roots (`hybrid package root init|rotate|sign`): four roles,
/// each with its own keys, threshold and the root's expiry. The root keys sign roots
/// only and stay offline; targets, snapshot and timestamp keys sign what a publish writes.
public enum FeedRoot {
    /// The keys and threshold of one role.
    public struct Role: Sendable {
        public var keys: [PackagePublicKey]
        public var threshold: Int

        public init(keys: [PackagePublicKey], threshold: Int = 1) {
            self.keys = keys
            self.threshold = threshold
        }
    }

    /// The role names, in the order people read them.
    public static let roleNames = ["root", "targets", "snapshot", "timestamp"]

    /// Root `version` naming `roles` (every one of the four), valid until `expires`, signed by `signers`.
    public static func make(version: Int64, expires: Date, roles: [String: Role], signers: [PackageSigningKey]) throws -> Data {
        try wrapped { () throws(TUFError) -> Data in
            let definitions = roles.mapValues { RoleDefinition(keys: $0.keys.map(\.tufKey), threshold: $0.threshold) }
            let signed = try RootDraft.signed(version: version, expires: try TUFRepository.expiry(expires, plus: 0), roles: definitions)
            return Data(try MetadataSigning.document(signed: signed, keys: signers.map(\.tufKey)))
        }
    }

    /// The root after `previous`: its version + 1, the roles of `changes` replaced, the others kept;
    /// signed by `signers` (devices need a threshold of the previous root's root keys and of its own: add
    /// the missing signatures with ``sign(_:with:)``).
    public static func next(after previous: Data, changes: [String: Role], expires: Date, signers: [PackageSigningKey]) throws -> Data {
        let old = try read(previous)
        return try wrapped { () throws(TUFError) -> Data in
            var roles = RootDraft.roles(of: old)
            for (name, role) in changes { roles[name] = RoleDefinition(keys: role.keys.map(\.tufKey), threshold: role.threshold) }
            let signed = try RootDraft.signed(version: old.version + 1, expires: try TUFRepository.expiry(expires, plus: 0), roles: roles)
            return Data(try MetadataSigning.document(signed: signed, keys: signers.map(\.tufKey)))
        }
    }

    /// `root` with `keys`' signatures added.
    public static func sign(_ root: Data, with keys: [PackageSigningKey]) throws -> Data {
        _ = try read(root)
        return try wrapped { () throws(TUFError) -> Data in Data(try MetadataSigning.addSignatures(to: Array(root), keys: keys.map(\.tufKey))) }
    }

    /// What a root says, for people: version, expiry and, per role, key ids, threshold and (for the
    /// root role) how many of its keys have signed so far.
    public static func summary(_ root: Data) throws -> [String: JSONLike] {
        let metadata = try read(root)
        var roles: [String: JSONLike] = [:]
        for (name, role) in metadata.roles {
            roles[name] = .object(["keys": .array(role.keyIDs.sorted().map(JSONLike.string)), "threshold": .number(role.threshold)])
        }
        let signatures = SignatureThreshold.validSignatureCount(metadata.envelope, roleKeys: metadata.roles["root"]!, keys: metadata.keys)
        return ["version": .number(Int(metadata.version)), "expires": .string(metadata.envelope.header.expiresText),
                "roles": .object(roles), "root_signatures": .number(signatures)]
    }

    /// A small JSON value for ``summary(_:)``, so callers need not import HybridTUF.
    public enum JSONLike: Sendable, Equatable {
        case string(String)
        case number(Int)
        case array([JSONLike])
        case object([String: JSONLike])
    }

    static func read(_ root: Data) throws -> RootMetadata {
        do { return try RootMetadata(SignedEnvelope(bytes: root)) } catch { throw PackageUpdateError.invalidRoot(error.message) }
    }

    private static func wrapped(_ work: () throws(TUFError) -> Data) throws -> Data {
        do { return try work() } catch { throw PackageUpdateError.invalidRoot(error.message) }
    }
}
