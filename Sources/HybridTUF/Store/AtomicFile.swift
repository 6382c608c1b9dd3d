import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file whole or not at all: the bytes go to a temporary file with a
/// unique name in the same folder, are flushed to disk, then renamed over the
/// target, so a reader or a crash sees the old file or the new one, never a mix.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws(TUFError) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .storage("cannot create \(temporary) (\(String(cString: strerror(errno))))") }
        var written = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 { if errno == EINTR { continue }; return false }
                written += count
            }
            return fsync(descriptor) == 0
        }
        close(descriptor)
        guard ok, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw .storage("cannot write \(path) (\(String(cString: strerror(errno))))")
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#else
private let systemWrite = Darwin.write
#endif
