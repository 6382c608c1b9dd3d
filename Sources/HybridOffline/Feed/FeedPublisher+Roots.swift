import Foundation

/// Roots in a feed: `roots/<version>.json` and `.sig`, every root since the first, so a
/// device that trusts any of them can walk to the newest.
extension FeedPublisher {
    /// The roots of `roots` the feed does not hold yet, each checked as a device checks it (the first
    /// signed by a threshold of its own root keys, each later one also by a threshold of the root
    /// before it). When the feed then has a root, it must be unexpired and `keys` must meet its
    /// publish threshold: what devices would refuse is refused here, before anything is written.
    static func rootsToAdd(_ roots: [SignedRoot], feed: URL, keys: [PackageSigningKey], now: Date) throws -> [SignedRoot] {
        var newest = try newestRoot(in: feed)
        var added: [SignedRoot] = []
        for root in roots.sorted(by: { $0.version < $1.version }) {
            if let held = newest, root.version <= held.version {
                let path = feed.appendingPathComponent(FeedLayout.rootPath(root.version)).path
                guard FileManager.default.contents(atPath: path) == root.documentData else {
                    throw PackageUpdateError.invalidRoot("the feed already holds another root of version \(root.version)")
                }
                continue
            }
            if let held = newest { try root.checkFollows(held.document) } else { try root.checkSelfSigned() }
            newest = root
            added.append(root)
        }
        guard let newest = newest?.document else { return [] }
        let seconds = Int64(now.timeIntervalSince1970)
        guard seconds < newest.expires else {
            throw PackageUpdateError.rootExpired(version: newest.version, expires: newest.expires, now: seconds)
        }
        let policy = newest.publishPolicy
        let valid = Set(keys.map(\.publicKey.keyID)).filter { policy.keys[$0] != nil }.count
        guard valid >= policy.threshold else { throw OfflinePackageError.signatureThresholdNotMet(valid: valid, threshold: policy.threshold) }
        return added
    }

    /// The feed's newest root (the highest `roots/<version>.json`), or nil when it has none.
    static func newestRoot(in feed: URL) throws -> SignedRoot? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: feed.appendingPathComponent("roots").path)) ?? []
        guard let highest = names.compactMap({ $0.hasSuffix(".json") ? Int64($0.dropLast(5)) : nil }).max() else { return nil }
        guard let data = FileManager.default.contents(atPath: feed.appendingPathComponent(FeedLayout.rootPath(highest)).path),
              let signatures = FileManager.default.contents(atPath: feed.appendingPathComponent(FeedLayout.rootSignaturePath(highest)).path)
        else { throw PackageUpdateError.invalidRoot("the feed's \(FeedLayout.rootPath(highest)) has no signature file beside it") }
        let root = try SignedRoot(documentData: data, signatures: signatures)
        guard root.version == highest else {
            throw PackageUpdateError.invalidRoot("the feed's \(FeedLayout.rootPath(highest)) holds version \(root.version)")
        }
        return root
    }
}
