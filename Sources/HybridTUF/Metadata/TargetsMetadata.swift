/// Targets metadata, top-level or delegated: the targets it describes and the roles
/// it delegates to.
public struct TargetsMetadata: Sendable {
    public let envelope: SignedEnvelope
    public let targets: [String: TargetFile]
    public let delegations: Delegations?

    public var version: Int64 { envelope.header.version }

    public init(_ envelope: SignedEnvelope) throws(TUFError) {
        try envelope.expectType("targets")
        guard let table = envelope.signed["targets"]?.objectValue else { throw .malformedMetadata("targets lacks \"targets\"") }
        var targets: [String: TargetFile] = [:]
        for (path, value) in table { targets[path] = try TargetFile(json: value, path: path) }
        self.envelope = envelope
        self.targets = targets
        delegations = try envelope.signed["delegations"].map { (value) throws(TUFError) in try Delegations(json: value) }
    }
}
