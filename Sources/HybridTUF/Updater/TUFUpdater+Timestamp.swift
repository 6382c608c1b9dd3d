/// Timestamp: always fetched unversioned; never older than the trusted one, and an
/// equal version keeps the trusted copy (the repository may not change a version's content).
extension TUFUpdater {
    func updateTimestamp() async throws(TUFError) {
        let root = try trustedRoot()
        let trusted = localTimestamp(root)
        let bytes: [UInt8]
        var received: HTTPValidators?
        switch try await fetchConditionally("timestamp.json", maximumLength: settings.timestampMaximumLength,
                                            validators: trusted == nil ? nil : store.validators("timestamp")) {
        case .notModified:
            // The server still has the copy kept here: it must still be fresh (a mirror answering 304 forever freezes nothing).
            guard let trusted else { throw .httpStatus(url: metadataBase + "timestamp.json", status: 304) }
            guard !trusted.envelope.header.isExpired(at: now) else { throw .expired(role: "timestamp", expires: trusted.envelope.header.expiresText) }
            timestamp = trusted
            return
        case .changed(let body, let validators):
            bytes = body
            received = validators
        }
        let envelope = try SignedEnvelope(bytes: bytes)
        let offered = try TimestampMetadata(envelope)
        try root.verify("timestamp", signedBy: envelope)
        if let trusted {
            guard offered.version >= trusted.version else { throw .rollback(role: "timestamp", trusted: trusted.version, offered: offered.version) }
            if offered.version == trusted.version {
                guard !trusted.envelope.header.isExpired(at: now) else {
                    throw .expired(role: "timestamp", expires: trusted.envelope.header.expiresText)
                }
                // The same document again (a CDN re-upload gives it a new ETag): its validators make the next check a 304.
                if bytes == trusted.envelope.raw { try store.writeValidators("timestamp", received) }
                timestamp = trusted
                return
            }
            guard offered.snapshotMeta.version >= trusted.snapshotMeta.version else {
                throw .rollback(role: "snapshot", trusted: trusted.snapshotMeta.version, offered: offered.snapshotMeta.version)
            }
        }
        guard !offered.envelope.header.isExpired(at: now) else { throw .expired(role: "timestamp", expires: offered.envelope.header.expiresText) }
        try store.write("timestamp", bytes)
        try store.writeValidators("timestamp", received)  // only for a copy that verified and was kept
        timestamp = offered
    }

    /// The stored timestamp if the current root's keys signed it (expired or not:
    /// it still bounds the versions that may follow).
    func localTimestamp(_ root: RootMetadata) -> TimestampMetadata? {
        guard let bytes = store.read("timestamp"), let envelope = try? SignedEnvelope(bytes: bytes),
              let metadata = try? TimestampMetadata(envelope), (try? root.verify("timestamp", signedBy: envelope)) != nil else { return nil }
        return metadata
    }
}
