import Foundation

/// A version the channel offers this device: what the channel says, the verified
/// manifest (exact bytes, and the proof that targets metadata listed them) and
/// the files the device lacks, each with the address the feed serves it at.
struct UpdateOffer: Sendable {
    struct File: Sendable {
        let entry: PackageFileEntry
        let url: URL
    }

    let channel: ChannelTarget
    let manifest: PackageManifest
    let manifestData: Data
    /// The ``HybridTUF/TargetProof`` kept as the version's `manifest.sig`.
    let evidence: Data
    /// One entry per SHA-256 this device has in no installed version and no finished download.
    let missing: [File]

    var missingBytes: Int64 { missing.reduce(0) { $0 + Int64($1.entry.size) } }
}
