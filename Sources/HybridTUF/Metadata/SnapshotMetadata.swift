/// Snapshot metadata: the current version of every targets role.
public struct SnapshotMetadata: Sendable {
    public let envelope: SignedEnvelope
    /// By file name, `targets.json` and `ROLE.json` for each delegated role.
    public let meta: [String: MetaFile]

    public var version: Int64 { envelope.header.version }

    public init(_ envelope: SignedEnvelope) throws(TUFError) {
        try envelope.expectType("snapshot")
        guard let table = envelope.signed["meta"]?.objectValue else { throw .malformedMetadata("snapshot lacks \"meta\"") }
        var meta: [String: MetaFile] = [:]
        for (name, value) in table { meta[name] = try MetaFile(json: value, name: name) }
        self.envelope = envelope
        self.meta = meta
    }
}
