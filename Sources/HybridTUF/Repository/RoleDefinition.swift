/// A role as a root assigns it: the keys that may sign for it and how many must.
public struct RoleDefinition: Sendable, Equatable {
    public var keys: [TUFKey]
    public var threshold: Int

    public init(keys: [TUFKey], threshold: Int) {
        self.keys = keys
        self.threshold = threshold
    }
}

/// The `signed` part of a root: the four top-level roles, their keys and thresholds,
/// consistent snapshots on (every metadata and target file is written under a name
/// of its own, so a mirror copying the repository part-way never mixes versions).
public enum RootDraft {
    public static let specVersion = "1.0.31"

    public static func signed(version: Int64, expires: String, roles: [String: RoleDefinition]) throws(TUFError) -> TUFJSON {
        var keys: [String: TUFJSON] = [:]
        var roleTable: [String: TUFJSON] = [:]
        for name in RootMetadata.topLevelRoles {
            guard let role = roles[name], !role.keys.isEmpty else { throw .malformedMetadata("the \(name) role needs at least one key") }
            let ids = Array(Set(role.keys.map(\.keyID))).sorted()
            guard role.threshold >= 1, role.threshold <= ids.count else {
                throw .malformedMetadata("the \(name) role has \(ids.count) distinct keys, so its threshold must be 1–\(ids.count), not \(role.threshold)")
            }
            for key in role.keys { keys[key.keyID] = key.json }
            roleTable[name] = .object(["keyids": .array(ids.map(TUFJSON.string)), "threshold": .integer(Int64(role.threshold))])
        }
        return .object([
            "_type": .string("root"), "spec_version": .string(specVersion), "version": .integer(version),
            "expires": .string(expires), "consistent_snapshot": .bool(true), "keys": .object(keys), "roles": .object(roleTable),
        ])
    }

    /// The roles a root assigns, read back (to rotate from it).
    public static func roles(of root: RootMetadata) -> [String: RoleDefinition] {
        root.roles.mapValues { role in RoleDefinition(keys: role.keyIDs.compactMap { root.keys[$0] }, threshold: role.threshold) }
    }
}
