import Foundation

/// What a store trusts now to sign what it installs: the pinned key, or the newest
/// root reached from the one the app shipped, one rotation at a time.
///
/// New content (a zip, a channel document, a feed manifest) must satisfy the newest
/// root's publish role. A version already installed opens when any root of the chain
/// signed off on it, since the root it was installed under did: rotating keys does not
/// strand the version on disk.
final class TrustedRoots: @unchecked Sendable {
    private let lock = NSLock()
    private let pinned: PackagePublicKey?
    private let record: TrustedRootRecord?
    /// The shipped root first, then each accepted one; empty for a pinned key.
    private var chain: [SignedRoot]

    init(pinned key: PackagePublicKey) {
        pinned = key
        record = nil
        chain = []
    }

    /// Reads `trusted-roots.json` in `folder` and checks its chain again from the shipped root;
    /// roots not newer than the shipped one are skipped (an app release may ship a newer root).
    init(trust: PublisherTrust, folder: URL, willBegin: @escaping @Sendable (RootRecordStep) throws -> Void = { _ in }) throws {
        guard let shipped = trust.shippedRoot else {
            pinned = trust.publicKey
            record = nil
            chain = []
            return
        }
        pinned = nil
        let record = TrustedRootRecord(folder: folder, willBegin: willBegin)
        var chain = [shipped]
        for root in try record.load() where root.version > chain[chain.count - 1].version {
            do { try root.checkFollows(chain[chain.count - 1].document) } catch let error as PackageUpdateError {
                throw OfflinePackageError.io("\(TrustedRootRecord.name) holds a root that does not follow the shipped one: \(error.message)")
            }
            chain.append(root)
        }
        self.record = record
        self.chain = chain
    }

    /// The newest trusted root, or nil for a pinned key.
    var current: RootDocument? { lock.withLock { chain.last?.document } }

    /// Who must sign new content: the newest root's publish role, naming the keys earlier roots allowed as revoked.
    var publishPolicy: SignaturePolicy {
        lock.withLock {
            guard let newest = chain.last?.document else { return pinnedPolicy }
            var policy = newest.publishPolicy
            for root in chain.dropLast() { policy.revoked.merge(root.document.publishPolicy.keys) { first, _ in first } }
            for keyID in policy.keys.keys { policy.revoked[keyID] = nil }
            return policy
        }
    }

    /// Who may have signed a version already installed: the publish role of any root of the chain.
    var installedPolicies: [SignaturePolicy] {
        lock.withLock { chain.isEmpty ? [pinnedPolicy] : chain.reversed().map(\.document.publishPolicy) }
    }

    /// The pinned key's policy (with neither key nor root, one no signature meets: fails closed).
    private var pinnedPolicy: SignaturePolicy { pinned.map(SignaturePolicy.pinned) ?? SignaturePolicy(keys: [:], threshold: 1) }

    /// Takes `next` as the newest root when it follows the current one (``SignedRoot/checkFollows(_:)``),
    /// after the record on disk says so. Nothing changes when it throws.
    func accept(_ next: SignedRoot) throws {
        try lock.withLock {
            guard let record, let newest = chain.last else { return }
            try next.checkFollows(newest.document)
            try record.save(Array(chain.dropFirst()) + [next])
            chain.append(next)
        }
    }

    /// Updates go on only under an unexpired root (`root_expired`: a feed frozen at an old root, or no rotation in time).
    func checkUnexpired(now: Date) throws {
        guard let newest = current else { return }
        let seconds = Int64(now.timeIntervalSince1970)
        guard seconds < newest.expires else { throw PackageUpdateError.rootExpired(version: newest.version, expires: newest.expires, now: seconds) }
    }
}
