import Foundation

/// What a failed write says about the disk, read the same way by the cookie
/// jar, bridge storage and the package store.
package enum DiskErrors {
    /// The disk (or the user's quota) is full: `ENOSPC`, `EDQUOT`, or Foundation's out-of-space error, at any depth.
    package static func isOutOfSpace(_ error: any Error) -> Bool {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain, error.code == Int(ENOSPC) || error.code == Int(EDQUOT) { return true }
        if error.domain == NSCocoaErrorDomain, error.code == NSFileWriteOutOfSpaceError { return true }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error { return isOutOfSpace(underlying) }
        return false
    }

    /// Moves a damaged `file` (and `companions`, such as a database's `-wal`)
    /// aside to `NAME.damaged-TIMESTAMP`, so nothing overwrites it before
    /// someone looks at it. Returns where the file now is.
    package static func setAside(_ file: URL, companions: [URL] = []) throws -> URL {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
        let suffix = ".damaged-\(stamp)-\(UInt16.random(in: 0...UInt16.max))"
        let manager = FileManager.default
        let kept = URL(fileURLWithPath: file.path + suffix)
        try manager.moveItem(at: file, to: kept)
        for companion in companions where manager.fileExists(atPath: companion.path) {
            try manager.moveItem(at: companion, to: URL(fileURLWithPath: companion.path + suffix))
        }
        return kept
    }

    /// Whether the volume holding `url` has (almost) no space left for this user: an open that
    /// fails there failed for want of space, whatever code the library gave (SQLite reports
    /// a -shm file it cannot map as an I/O error).
    package static func isVolumeFull(at url: URL, below bytes: UInt64 = 256 * 1024) -> Bool {
        var info = statvfs()
        guard statvfs(url.path, &info) == 0 else { return false }
        return UInt64(info.f_bavail) * UInt64(info.f_frsize) < bytes
    }
}
