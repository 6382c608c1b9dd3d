import Crypto

/// One delegation: who may sign for the role, which target paths it may describe
/// (glob `paths` or `path_hash_prefixes`), and whether it ends the search.
public struct DelegatedRole: Sendable, Equatable {
    public let name: String
    public let roleKeys: RoleKeys
    public let terminating: Bool
    public let paths: [String]?
    public let pathHashPrefixes: [String]?

    init(name: String, roleKeys: RoleKeys, terminating: Bool, paths: [String]?, pathHashPrefixes: [String]?) {
        self.name = name
        self.roleKeys = roleKeys
        self.terminating = terminating
        self.paths = paths
        self.pathHashPrefixes = pathHashPrefixes
    }

    init(json: TUFJSON) throws(TUFError) {
        guard let name = json["name"]?.stringValue, !name.isEmpty else { throw .malformedMetadata("a delegated role has no name") }
        guard !RootMetadata.topLevelRoles.contains(name) else { throw .malformedMetadata("a delegated role cannot be named \(name)") }
        guard let terminating = json["terminating"]?.boolValue else { throw .malformedMetadata("delegated role \(name) lacks \"terminating\"") }
        let paths = try Self.strings(json["paths"], field: "paths", role: name)
        let prefixes = try Self.strings(json["path_hash_prefixes"], field: "path_hash_prefixes", role: name)
        guard paths == nil || prefixes == nil else { throw .malformedMetadata("delegated role \(name) has both paths and path_hash_prefixes") }
        self.init(name: name, roleKeys: try RoleKeys(json: json, role: name), terminating: terminating, paths: paths, pathHashPrefixes: prefixes)
    }

    private static func strings(_ json: TUFJSON?, field: String, role: String) throws(TUFError) -> [String]? {
        guard let json else { return nil }
        guard let list = json.arrayValue else { throw .malformedMetadata("\(field) of \(role) is not a list") }
        var strings: [String] = []
        for entry in list {
            guard let text = entry.stringValue else { throw .malformedMetadata("\(field) of \(role) holds a non-string") }
            strings.append(text)
        }
        return strings
    }

    /// Whether this delegation lets its role describe `targetPath`.
    public func covers(_ targetPath: String) -> Bool {
        if let paths { return paths.contains { PathPattern.matches(targetPath, pattern: $0) } }
        if let pathHashPrefixes {
            let digest = Hex.encode(SHA256.hash(data: Array(targetPath.utf8)))
            return pathHashPrefixes.contains { digest.hasPrefix($0) }
        }
        return false
    }
}
