import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (flock) on a file beside the data it guards, so two
/// processes updating the same store take turns.
enum FileLock {
    static func withLock<T>(at path: String, _ body: () throws(TUFError) -> T) throws(TUFError) -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .storage("cannot open the lock file \(path) (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .storage("cannot lock \(path) (\(String(cString: strerror(errno))))") }
        }
        defer { _ = flock(descriptor, LOCK_UN) }
        return try body()
    }
}
