/// Root: the trusted root verifies itself, then each next version N+1 must be
/// signed by a threshold of both the trusted root's keys and its own.
extension TUFUpdater {
    func loadTrustedRoot() throws(TUFError) {
        guard let bytes = store.read("root") else { throw .storage("there is no trusted root.json in \(store.folder)") }
        let envelope = try SignedEnvelope(bytes: bytes)
        let root = try RootMetadata(envelope)
        try root.verify("root", signedBy: envelope)
        self.root = root
    }

    func updateRoot() async throws(TUFError) {
        var root = try trustedRoot()
        for _ in 0..<settings.maximumRootRotations {
            let next = root.version + 1
            let bytes: [UInt8]
            do {
                bytes = try await fetch("\(next).root.json", maximumLength: settings.rootMaximumLength)
            } catch .httpStatus(_, let status) where status == 403 || status == 404 {
                break
            }
            let envelope = try SignedEnvelope(bytes: bytes)
            let newRoot = try RootMetadata(envelope)
            try root.verify("root", signedBy: envelope)
            guard newRoot.version == next else { throw .versionMismatch(role: "root", expected: next, found: newRoot.version) }
            try newRoot.verify("root", signedBy: envelope)
            try store.write("root", bytes)
            if Self.rotated("timestamp", from: root, to: newRoot) || Self.rotated("snapshot", from: root, to: newRoot) {
                // Fast-forward recovery: versions signed by replaced keys no longer bound the next ones.
                try store.remove("timestamp")
                try store.remove("snapshot")
            }
            root = newRoot
            self.root = newRoot
        }
        guard !root.envelope.header.isExpired(at: now) else { throw .expired(role: "root", expires: root.envelope.header.expiresText) }
    }

    /// Whether `role`'s keys (ids or key material) differ between two roots.
    public static func rotated(_ role: String, from old: RootMetadata, to new: RootMetadata) -> Bool {
        guard let before = old.roles[role], let after = new.roles[role] else { return true }
        guard Set(before.keyIDs) == Set(after.keyIDs) else { return true }
        return before.keyIDs.contains { old.keys[$0] != new.keys[$0] }
    }
}
