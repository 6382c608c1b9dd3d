import Foundation

/// Who may sign the packages and channel documents a store accepts: one pinned
/// key, or a root of trust.
///
/// A pinned key is trusted until an app release replaces it: if it leaks, every
/// device trusts the thief; if it is lost, nothing can be published again. A root
/// (`hybrid package root init`) names the publisher keys, how many of them must
/// sign and until when; the updater takes each newer root from the feed once a
/// threshold of the current root's keys and of its own signed it, so keys rotate
/// without an app release. The app ships only its first root:
///
/// ```swift
/// let trust = try PublisherTrust(rootDocument: bundledRoot, signatures: bundledRootSignatures)
/// let store = try PackageStore(root: packagesFolder, trust: trust)
/// ```
public struct PublisherTrust: Sendable {
    /// The pinned key, for a trust made with one.
    public let publicKey: PackagePublicKey?
    /// The root the app ships, for a trust made with one.
    let shippedRoot: SignedRoot?

    /// Trusts exactly `publicKey`, as every app did before roots: one signature by it, no rotation.
    public init(publicKey: PackagePublicKey) {
        self.publicKey = publicKey
        shippedRoot = nil
    }

    /// Trusts the root the app ships: `rootDocument` is its exact bytes (`root.json`), `signatures`
    /// its `root.sig`. Throws ``PackageUpdateError`` (`invalid_root`, `root_bad_signature`,
    /// `root_threshold_not_met`) unless a threshold of its own root keys signed it. An expired root
    /// is taken: updates then wait for the feed to offer a newer one (`root_expired` until it does).
    public init(rootDocument: Data, signatures: Data) throws {
        let root = try SignedRoot(documentData: rootDocument, signatures: signatures)
        try root.checkSelfSigned()
        publicKey = nil
        shippedRoot = root
    }
}
