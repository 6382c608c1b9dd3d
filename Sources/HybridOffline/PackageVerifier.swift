import Foundation

/// Checks a package zip without installing it: signature, manifest, file set,
/// and every file's size and SHA-256, streamed through the hash (`hybrid package verify`).
public enum PackageVerifier {
    @discardableResult
    public static func verify(_ package: URL, publicKey: PackagePublicKey) throws -> PackageManifest {
        let archive = try PackageArchive(url: package, publicKey: publicKey)
        for file in archive.manifest.files {
            guard let entry = archive.entries[file.path] else { throw OfflinePackageError.fileSetMismatch(file.path) }
            var hasher = StreamingSHA256()
            var size = 0
            do {
                _ = try archive.archive.extract(entry, skipCRC32: true) { chunk in
                    size += chunk.count
                    if size > file.size { throw OfflinePackageError.hashMismatch(path: file.path) }
                    hasher.update(chunk)
                }
            } catch let error as OfflinePackageError { throw error } catch {
                throw OfflinePackageError.unreadableArchive("\(file.path): \(error)")
            }
            guard size == file.size, hasher.hex() == file.sha256 else { throw OfflinePackageError.hashMismatch(path: file.path) }
        }
        return archive.manifest
    }
}
