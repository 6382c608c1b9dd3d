/// Root metadata: the keys and thresholds of the top-level roles, and whether the
/// repository publishes consistent snapshots.
public struct RootMetadata: Sendable {
    public static let topLevelRoles = ["root", "timestamp", "snapshot", "targets"]

    public let envelope: SignedEnvelope
    public let keys: [String: TUFKey]
    public let roles: [String: RoleKeys]
    public let consistentSnapshot: Bool

    public var version: Int64 { envelope.header.version }

    public init(_ envelope: SignedEnvelope) throws(TUFError) {
        try envelope.expectType("root")
        self.envelope = envelope
        keys = try KeyTable.parse(envelope.signed["keys"])
        guard let roleTable = envelope.signed["roles"]?.objectValue else { throw .malformedMetadata("root lacks \"roles\"") }
        var roles: [String: RoleKeys] = [:]
        for name in Self.topLevelRoles {
            guard let role = roleTable[name] else { throw .malformedMetadata("root lacks the \(name) role") }
            roles[name] = try RoleKeys(json: role, role: name)
        }
        self.roles = roles
        switch envelope.signed["consistent_snapshot"] {
        case nil: consistentSnapshot = false
        case .bool(let flag)?: consistentSnapshot = flag
        default: throw .malformedMetadata("\"consistent_snapshot\" is not a boolean")
        }
    }

    /// Throws unless a threshold of this root's keys for `role` signed `envelope`.
    public func verify(_ role: String, signedBy envelope: SignedEnvelope) throws(TUFError) {
        guard let roleKeys = roles[role] else { throw .malformedMetadata("root has no \(role) role") }
        try SignatureThreshold.verify(envelope, role: role, roleKeys: roleKeys, keys: keys)
    }
}
