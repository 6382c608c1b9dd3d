import Foundation

/// Checks a package zip without installing it: signature, manifest, file set,
/// and every file's size and SHA-256, streamed through the hash (`hybrid package verify`).
public enum PackageVerifier {
    @discardableResult
    public static func verify(_ package: URL, publicKey: PackagePublicKey) throws -> PackageManifest {
        let archive = try PackageArchive(url: package, trust: ManifestTrust(pinned: publicKey))
        for file in archive.manifest.files { try archive.extractVerified(file) { _ in } }
        return archive.manifest
    }
}
