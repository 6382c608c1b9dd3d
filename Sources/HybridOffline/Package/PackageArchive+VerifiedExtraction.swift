import Foundation
import HybridDiskSupport
import HybridCore
import ZIPFoundation

extension PackageArchive {
    /// Streams `file`'s bytes to `sink`, hashing them on the way: output past
    /// the manifest's size (a zip bomb) stops at once, and a file whose size or
    /// SHA-256 differs from the manifest throws ``OfflinePackageError/hashMismatch(path:)``
    /// after its last chunk. Verifying and unpacking share this one loop.
    func extractVerified(_ file: PackageFileEntry, to sink: (Data) throws -> Void) throws {
        guard let entry = entries[file.path] else { throw OfflinePackageError.fileSetMismatch(file.path) }
        var hasher = StreamingSHA256()
        var size = 0
        do {
            // CRC32 is skipped: the SHA-256 is the stronger check of the same bytes.
            _ = try archive.extract(entry, skipCRC32: true) { chunk in
                size += chunk.count
                if size > file.size { throw OfflinePackageError.hashMismatch(path: file.path) }
                hasher.update(chunk)
                try sink(chunk)
            }
        } catch let error as OfflinePackageError { throw error } catch {
            if DiskErrors.isOutOfSpace(error) { throw OfflinePackageError.diskFull(file.path) }
            throw OfflinePackageError.unreadableArchive("\(file.path) cannot be unpacked: \(SystemErrorText.sentence(error))")
        }
        guard size == file.size, hasher.hex() == file.sha256 else { throw OfflinePackageError.hashMismatch(path: file.path) }
    }
}
