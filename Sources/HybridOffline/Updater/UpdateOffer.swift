import Foundation

/// A version the channel offers this device: its accepted channel document, its
/// verified manifest (exact bytes and signature) and the files the device lacks.
struct UpdateOffer: Sendable {
    let document: ChannelDocument
    let manifest: PackageManifest
    let manifestData: Data
    let signature: Data
    /// One entry per SHA-256 this device has in no installed version and no finished download.
    let missing: [PackageFileEntry]

    var missingBytes: Int64 { missing.reduce(0) { $0 + Int64($1.size) } }
}
