@testable import HybridTUF

/// Builds signed TUF metadata documents for tests.
enum TestMetadata {
    static let farFuture = "2100-01-01T00:00:00Z"
    static let past = "2000-01-01T00:00:00Z"

    /// `{"signatures": [...], "signed": ...}` signed by `signers` over the canonical `signed`.
    static func document(_ signed: TUFJSON, by signers: [TestSigner]) -> [UInt8] {
        let message = try! CanonicalJSON.encode(signed)
        let signatures = signers.map { TUFJSON.object(["keyid": .string($0.keyID), "sig": .string($0.sign(message))]) }
        // Canonical JSON keeps newlines (PEM keys) raw; a JSON file escapes them.
        let canonical = try! CanonicalJSON.encode(.object(["signatures": .array(signatures), "signed": signed]))
        return canonical.flatMap { $0 == 0x0A ? Array(#"\n"#.utf8) : [$0] }
    }

    static func header(_ type: String, version: Int64, expires: String) -> [String: TUFJSON] {
        ["_type": .string(type), "spec_version": .string("1.0.31"), "version": .integer(version), "expires": .string(expires)]
    }

    /// A root listing `keys[role]` for each top-level role, threshold 1 unless given.
    static func root(version: Int64, keys: [String: [TestSigner]], thresholds: [String: Int] = [:],
                     expires: String = farFuture, consistent: Bool = true) -> TUFJSON {
        var keyTable: [String: TUFJSON] = [:]
        var roles: [String: TUFJSON] = [:]
        for role in RootMetadata.topLevelRoles {
            let signers = keys[role] ?? []
            for signer in signers { keyTable[signer.keyID] = signer.key }
            roles[role] = .object(["keyids": .array(signers.map { .string($0.keyID) }), "threshold": .integer(Int64(thresholds[role] ?? 1))])
        }
        var signed = header("root", version: version, expires: expires)
        signed["keys"] = .object(keyTable)
        signed["roles"] = .object(roles)
        signed["consistent_snapshot"] = .bool(consistent)
        return .object(signed)
    }

    static func timestamp(version: Int64, snapshotVersion: Int64, expires: String = farFuture) -> TUFJSON {
        var signed = header("timestamp", version: version, expires: expires)
        signed["meta"] = .object(["snapshot.json": .object(["version": .integer(snapshotVersion)])])
        return .object(signed)
    }

    static func snapshot(version: Int64, targetsVersion: Int64, expires: String = farFuture) -> TUFJSON {
        var signed = header("snapshot", version: version, expires: expires)
        signed["meta"] = .object(["targets.json": .object(["version": .integer(targetsVersion)])])
        return .object(signed)
    }

    static func targets(version: Int64, files: [String: [UInt8]] = [:], expires: String = farFuture) -> TUFJSON {
        var signed = header("targets", version: version, expires: expires)
        var table: [String: TUFJSON] = [:]
        for (path, bytes) in files {
            table[path] = .object(["length": .integer(Int64(bytes.count)), "hashes": .object(["sha256": .string(sha256Hex(bytes))])])
        }
        signed["targets"] = .object(table)
        return .object(signed)
    }

    static func sha256Hex(_ bytes: [UInt8]) -> String {
        Hex.encode(SHA256Digest.of(bytes))
    }
}
