import Foundation
import HybridDiskSupport
import HybridCore
#if canImport(Glibc)
import Glibc
#endif

/// The file-system steps an atomic switch is made of: data written and
/// fsync'd before a rename publishes it, and the folder fsync'd after, so a
/// crash leaves either the old name or the new one, each complete.
enum DurableFile {
    /// Creates (or truncates) `url` with `data` and fsyncs it.
    static func write(_ data: Data, to url: URL) throws {
        do { try data.write(to: url) } catch {
            throw DiskErrors.isOutOfSpace(error) ? OfflinePackageError.diskFull(url.path) : OfflinePackageError.io("cannot write \(url.path): \(SystemErrorText.sentence(error))")
        }
        try sync(url)
    }

    /// fsync on a file or a folder.
    static func sync(_ url: URL) throws {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw OfflinePackageError.io("cannot open \(url.path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw OfflinePackageError.io("fsync \(url.path): \(String(cString: strerror(errno)))") }
    }

    /// rename(2): atomic within one file system, replacing `destination`.
    static func rename(_ source: URL, to destination: URL) throws {
        guard Glibc.rename(source.path, destination.path) == 0 else {
            throw OfflinePackageError.io("rename \(source.lastPathComponent): \(String(cString: strerror(errno)))")
        }
    }
}
