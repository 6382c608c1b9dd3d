/// Snapshot: the version timestamp names, matching its length and hashes when given,
/// and listing every targets role the trusted snapshot listed, none at a lower version.
extension TUFUpdater {
    func updateSnapshot() async throws(TUFError) {
        let root = try trustedRoot()
        guard let meta = timestamp?.snapshotMeta else { throw .storage("no trusted timestamp") }
        let trusted = localSnapshot(root)
        if let trusted, trusted.version == meta.version, !trusted.envelope.header.isExpired(at: now) {
            snapshot = trusted
            return
        }
        let file = root.consistentSnapshot ? "\(meta.version).snapshot.json" : "snapshot.json"
        let bytes = try await fetch(file, maximumLength: meta.length.map { Int(clamping: $0) } ?? settings.snapshotMaximumLength)
        try FileDigests.verify(bytes, name: "snapshot.json", length: meta.length, hashes: meta.hashes)
        let envelope = try SignedEnvelope(bytes: bytes)
        let offered = try SnapshotMetadata(envelope)
        try root.verify("snapshot", signedBy: envelope)
        guard offered.version == meta.version else { throw .versionMismatch(role: "snapshot", expected: meta.version, found: offered.version) }
        if let trusted {
            for (file, info) in trusted.meta {
                guard let next = offered.meta[file] else { throw .removedFromSnapshot(role: String(file.dropLast(5))) }
                guard next.version >= info.version else { throw .rollback(role: String(file.dropLast(5)), trusted: info.version, offered: next.version) }
            }
        }
        guard !offered.envelope.header.isExpired(at: now) else { throw .expired(role: "snapshot", expires: offered.envelope.header.expiresText) }
        try store.write("snapshot", bytes)
        snapshot = offered
    }

    func localSnapshot(_ root: RootMetadata) -> SnapshotMetadata? {
        guard let bytes = store.read("snapshot"), let envelope = try? SignedEnvelope(bytes: bytes),
              let metadata = try? SnapshotMetadata(envelope), (try? root.verify("snapshot", signedBy: envelope)) != nil else { return nil }
        return metadata
    }
}
