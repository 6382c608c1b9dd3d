import Foundation

/// A file of the feed being downloaded, kept as `<sha256>.partial` in the store's
/// download folder so a cut connection or a killed process resumes where it stopped.
/// Every byte on disk has gone through the hasher, so the hash checked at the end
/// covers the resumed bytes as well as the new ones.
final class FeedPartialFile {
    let url: URL
    let expected: PackageFileEntry
    private let handle: FileHandle
    private var hasher = StreamingSHA256()
    private(set) var count: Int64 = 0

    /// Opens (or creates) the partial file and hashes what an earlier run left.
    init(url: URL, expected: PackageFileEntry) throws {
        self.url = url
        self.expected = expected
        if !FileManager.default.fileExists(atPath: url.path) {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw OfflinePackageError.io("cannot create \(url.path)")
            }
        }
        do { handle = try FileHandle(forUpdating: url) } catch { throw OfflinePackageError.io("cannot open \(url.path): \(error)") }
        try handle.seek(toOffset: 0)
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty, count + Int64(chunk.count) <= Int64(expected.size) {
            hasher.update(chunk)
            count += Int64(chunk.count)
        }
        // Bytes past the expected size cannot belong to the file: keep only what can.
        try handle.truncate(atOffset: UInt64(count))
        try handle.seek(toOffset: UInt64(count))
    }

    deinit { try? handle.close() }

    /// Appends bytes that arrived; throws when the file would be longer than the manifest says.
    func append(_ data: Data) throws {
        guard count + Int64(data.count) <= Int64(expected.size) else { throw PackageUpdateError.fileHashMismatch(sha256: expected.sha256) }
        do { try handle.write(contentsOf: data) } catch { throw OfflinePackageError.diskFull(or: error) }
        hasher.update(data)
        count += Int64(data.count)
    }

    /// Starts again from nothing (a server that ignored the Range request sends the whole file).
    func restart() throws {
        try handle.truncate(atOffset: 0)
        try handle.seek(toOffset: 0)
        hasher = StreamingSHA256()
        count = 0
    }

    var isComplete: Bool { count == Int64(expected.size) }
    var matches: Bool { isComplete && hasher.hex() == expected.sha256 }

    /// fsyncs the bytes, so the name it is renamed to is never a half-written file.
    func synchronize() throws {
        do { try handle.synchronize() } catch { throw OfflinePackageError.io("\(url.lastPathComponent): \(error)") }
    }
}
