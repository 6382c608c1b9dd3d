import Foundation
import HybridTUF

/// Who may sign what a store installs: one pinned key, or the root of a TUF
/// repository (the update feed).
///
/// A pinned key is trusted until an app release replaces it: if it leaks, every
/// device trusts the thief; if it is lost, nothing can be published again. A TUF
/// root (`hybrid package root init`) gives root, targets, snapshot and timestamp
/// keys of their own, with thresholds and expiries; the updater follows the
/// feed's newer roots, so any role's keys rotate without an app release, and a
/// rotation away from a stolen key leaves nothing it signed trusted. The app
/// ships one root:
///
/// ```swift
/// let trust = try PublisherTrust(tufRoot: bundledRootJSON)   // feed/metadata/1.root.json (or a newer one)
/// let store = try PackageStore(root: packagesFolder, trust: trust)
/// ```
public struct PublisherTrust: Sendable {
    /// The pinned key, for a trust made with one.
    public let publicKey: PackagePublicKey?
    /// The exact bytes of the root the app ships, for a trust made with one.
    let shippedRoot: [UInt8]?

    /// Trusts exactly `publicKey`: one signature by it, no rotation, no live updates.
    public init(publicKey: PackagePublicKey) {
        self.publicKey = publicKey
        shippedRoot = nil
    }

    /// Trusts the TUF root the app ships (its exact bytes). Throws `invalid_root` unless it parses
    /// and a threshold of its own root keys signed it. An expired root is taken: updates then
    /// need the feed to offer a newer one (`feed_expired` until it does).
    public init(tufRoot: Data) throws {
        do {
            let envelope = try SignedEnvelope(bytes: tufRoot)
            try RootMetadata(envelope).verify("root", signedBy: envelope)
        } catch {
            throw PackageUpdateError.invalidRoot(error.message)
        }
        publicKey = nil
        shippedRoot = Array(tufRoot)
    }

    /// The version of the shipped root, or nil for a pinned key.
    public var shippedRootVersion: Int64? {
        shippedRoot.flatMap { try? RootMetadata(SignedEnvelope(bytes: $0)).version }
    }
}
