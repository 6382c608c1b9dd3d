/// Targets roles: each must be listed in the trusted snapshot, at the version it
/// names, signed by a threshold of the keys of the delegation that reached it.
extension TUFUpdater {
    func targets(role: String, delegation: Delegation?) async throws(TUFError) -> TargetsMetadata {
        let root = try trustedRoot()
        guard let snapshot else { throw .storage("no trusted snapshot") }
        guard let meta = snapshot.meta["\(role).json"] else { throw .missingFromSnapshot(role: role) }
        let verifySignatures = { (envelope: SignedEnvelope) throws(TUFError) in
            if let delegation {
                try SignatureThreshold.verify(envelope, role: role, roleKeys: delegation.role.roleKeys, keys: delegation.keys)
            } else {
                try root.verify("targets", signedBy: envelope)
            }
        }
        for candidate in [sessionTargets[role], store.read(role)].compactMap({ $0 }) {
            if let metadata = try? check(candidate, role: role, meta: meta, verifySignatures: verifySignatures) {
                sessionTargets[role] = candidate
                return metadata
            }
        }
        let name = RoleName.fileComponent(role)
        let file = root.consistentSnapshot ? "\(meta.version).\(name).json" : "\(name).json"
        let bytes = try await fetch(file, maximumLength: meta.length.map { Int(clamping: $0) } ?? settings.targetsMaximumLength)
        try FileDigests.verify(bytes, name: "\(role).json", length: meta.length, hashes: meta.hashes)
        let metadata = try check(bytes, role: role, meta: meta, verifySignatures: verifySignatures)
        try store.write(role, bytes)
        sessionTargets[role] = bytes
        return metadata
    }

    private func check(_ bytes: [UInt8], role: String, meta: MetaFile,
                       verifySignatures: (SignedEnvelope) throws(TUFError) -> Void) throws(TUFError) -> TargetsMetadata {
        let envelope = try SignedEnvelope(bytes: bytes)
        let metadata = try TargetsMetadata(envelope)
        try verifySignatures(envelope)
        guard metadata.version == meta.version else { throw .versionMismatch(role: role, expected: meta.version, found: metadata.version) }
        guard offline || !envelope.header.isExpired(at: now) else { throw .expired(role: role, expires: envelope.header.expiresText) }
        return metadata
    }

    /// Preorder depth-first search from the top-level targets role, delegations in
    /// the order listed; a terminating delegation drops the roles not yet visited.
    /// Returns the target with the metadata chain that vouched for it.
    func searchDelegations(for targetPath: String) async throws(TUFError) -> (TargetFile, TargetProof) {
        var pending: [(role: String, delegation: Delegation?, chain: [TargetProof.Step])] = [("targets", nil, [])]
        var visited = Set<String>()
        while visited.count < settings.maximumDelegations, let (role, delegation, parents) = pending.popLast() {
            guard !visited.contains(role) else { continue }
            let metadata = try await targets(role: role, delegation: delegation)
            let chain = parents + [TargetProof.Step(role: role, metadata: sessionTargets[role] ?? [])]
            if let target = metadata.targets[targetPath] { return (target, TargetProof(path: targetPath, steps: chain)) }
            visited.insert(role)
            guard let delegations = metadata.delegations else { continue }
            var children: [(role: String, delegation: Delegation?, chain: [TargetProof.Step])] = []
            for child in delegations.roles(for: targetPath) {
                children.append((child.name, Delegation(role: child, keys: delegations.keys), chain))
                if child.terminating {
                    pending.removeAll()
                    break
                }
            }
            pending.append(contentsOf: children.reversed())
        }
        throw .targetNotFound(path: targetPath)
    }
}
