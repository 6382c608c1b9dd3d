import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Makes sure a package file is only served while its bytes match the manifest.
///
/// Install verified every hash, but files can change on disk later. So the
/// first time a file is served in a process, its open handle is hashed in full;
/// the file's identity (device, inode, size, mtime and ctime, read with fstat
/// on that same handle) is then remembered. Later requests only compare the
/// identity: any write or replacement changes ctime, which user code cannot
/// set back, and sends the file through a full hash again. A file that fails
/// is never served. (Bit rot that leaves the inode untouched is not caught
/// between hashes; the install-time and first-serve hashes are.)
final class ServedFileGuard: @unchecked Sendable {
    private let lock = NSLock()
    private var verified: [String: FileIdentity] = [:]

    /// `true` when the file behind `handle` holds exactly the manifest's bytes.
    func check(_ handle: FileHandle, path: String, expected: PackageFileEntry) -> Bool {
        guard let identity = FileIdentity(handle), identity.size == expected.size else { return forget(path) }
        if lock.withLock({ verified[path] == identity }) { return true }
        guard let (hash, size) = try? PackageDigest.sha256Hex(of: handle), hash == expected.sha256, size == expected.size,
              FileIdentity(handle) == identity  // unchanged while it was being hashed
        else { return forget(path) }
        lock.withLock { verified[path] = identity }
        return true
    }

    /// `true` when the file behind `handle` was hashed in this process and has not changed since: no read needed.
    func isVerified(_ handle: FileHandle, path: String) -> Bool {
        guard let identity = FileIdentity(handle) else { return false }
        return lock.withLock { verified[path] == identity }
    }

    private func forget(_ path: String) -> Bool {
        lock.withLock { verified[path] = nil }
        return false
    }
}

/// What fstat says identifies one version of a file's bytes.
struct FileIdentity: Equatable {
    var device: UInt64, inode: UInt64, size: Int
    var modified: timespec, changed: timespec

    init?(_ handle: FileHandle) {
        var info = stat()
        guard fstat(handle.fileDescriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int(info.st_size)
        modified = info.st_mtim
        changed = info.st_ctim
    }

    static func == (a: FileIdentity, b: FileIdentity) -> Bool {
        a.device == b.device && a.inode == b.inode && a.size == b.size
            && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
            && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
    }
}
