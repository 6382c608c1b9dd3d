import Foundation

/// One fresh key per role and root 1 naming them: what tests and benchmarks publish
/// and trust with (a real publisher keeps the root key offline).
package struct FeedKeyRing: Sendable {
    package let rootKey: PackageSigningKey
    package let targetsKey: PackageSigningKey
    package let snapshotKey: PackageSigningKey
    package let timestampKey: PackageSigningKey
    /// `1.root.json`: what the app ships and the first publish adds to the feed.
    package let root: Data

    package static func generate(expires: Date = Date().addingTimeInterval(365 * 86_400)) throws -> FeedKeyRing {
        let (rootKey, targetsKey, snapshotKey, timestampKey) = (PackageSigningKey.generate(), PackageSigningKey.generate(),
                                                                PackageSigningKey.generate(), PackageSigningKey.generate())
        let root = try FeedRoot.make(version: 1, expires: expires, roles: [
            "root": .init(keys: [rootKey.publicKey]), "targets": .init(keys: [targetsKey.publicKey]),
            "snapshot": .init(keys: [snapshotKey.publicKey]), "timestamp": .init(keys: [timestampKey.publicKey]),
        ], signers: [rootKey])
        return FeedKeyRing(rootKey: rootKey, targetsKey: targetsKey, snapshotKey: snapshotKey, timestampKey: timestampKey, root: root)
    }

    package var keys: FeedPublisher.Keys { FeedPublisher.Keys(targets: [targetsKey], snapshot: [snapshotKey], timestamp: [timestampKey]) }

    package var trust: PublisherTrust { try! PublisherTrust(tufRoot: root) }
}
