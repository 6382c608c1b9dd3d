/// Timestamp metadata: which snapshot is current.
public struct TimestampMetadata: Sendable {
    public let envelope: SignedEnvelope
    public let snapshotMeta: MetaFile

    public var version: Int64 { envelope.header.version }

    public init(_ envelope: SignedEnvelope) throws(TUFError) {
        try envelope.expectType("timestamp")
        guard let meta = envelope.signed["meta"]?["snapshot.json"] else { throw .malformedMetadata("timestamp lacks meta for snapshot.json") }
        self.envelope = envelope
        snapshotMeta = try MetaFile(json: meta, name: "snapshot.json")
    }
}
