import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One writer at a time for a store's records (pointer, accepted version, rolled-back
/// versions, proofs): a recursive lock between threads, and while it is held an
/// exclusive `flock` on `.lock`, so two processes sharing the store (the app and an
/// extension, or two CLI runs) take turns instead of losing each other's writes.
final class StoreLock: @unchecked Sendable {
    private let path: String
    private let threads = NSRecursiveLock()
    private var depth = 0
    private var descriptor: Int32 = -1

    init(path: String) { self.path = path }

    func withLock<T>(_ body: () throws -> T) throws -> T {
        threads.lock()
        defer { threads.unlock() }
        if depth == 0 { try acquire() }
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { release() }
        }
        return try body()
    }

    private func acquire() throws {
        let opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard opened >= 0 else { throw OfflinePackageError.io("cannot open the store's lock file \(path): \(String(cString: strerror(errno)))") }
        while flock(opened, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(opened)
                throw OfflinePackageError.io("cannot lock the store (\(path)): \(String(cString: strerror(errno)))")
            }
        }
        descriptor = opened
    }

    private func release() {
        guard descriptor >= 0 else { return }
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }
}

extension StoreLock {
    /// Runs `work` holding an exclusive `flock` on `path` for all of it, across suspensions: for
    /// work that awaits (a whole update), which the thread-bound lock above cannot span. While
    /// another process (or another store object on the same folder) holds it, tries again every
    /// 100 ms; cancellation ends the wait with `update_cancelled`. Not reentrant: take it once, at the top.
    static func holding<T>(_ path: String, isolation: isolated (any Actor)? = #isolation, _ work: () async throws -> T) async throws -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OfflinePackageError.io("cannot open the lock file \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }  // closing releases the lock
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw OfflinePackageError.io("cannot lock \(path): \(String(cString: strerror(errno)))")
            }
            do { try await Task.sleep(for: .milliseconds(100)) } catch { throw PackageUpdateError.cancelled }
        }
        return try await work()
    }
}

extension DurableFile {
    /// A temporary name beside `url` no other writer uses.
    static func uniqueTemporary(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    }

    /// Writes `data` whole under a unique temporary name, then renames it over `url` and syncs the folder.
    static func replace(_ url: URL, with data: Data) throws {
        let pending = uniqueTemporary(for: url)
        do {
            try write(data, to: pending)
            try rename(pending, to: url)
        } catch {
            try? FileManager.default.removeItem(at: pending)
            throw error
        }
        try sync(url.deletingLastPathComponent())
    }
}
