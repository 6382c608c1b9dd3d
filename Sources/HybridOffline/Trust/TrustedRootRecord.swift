import Foundation

/// `trusted-roots.json` in the store's folder: every root accepted after the one the
/// app ships, oldest first, each as its exact bytes and signatures, so the chain is
/// checked again from the shipped root whenever the store opens. Replaced whole by
/// an fsync'd write and a rename, like `current.json`: a crash at any step leaves
/// the old list or the new one, never neither.
struct TrustedRootRecord: Sendable {
    static let name = "trusted-roots.json"
    let folder: URL
    /// Told before each step; a crash test stops the process there.
    let willBegin: @Sendable (RootRecordStep) throws -> Void

    private var url: URL { folder.appendingPathComponent(Self.name) }
    private var pendingURL: URL { folder.appendingPathComponent(Self.name + ".tmp") }

    /// The roots kept, or none before the first rotation. A record that does not parse throws (fails closed).
    func load() throws -> [SignedRoot] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        guard let roots = try? JSONDecoder().decode([SignedRoot].self, from: data) else {
            throw OfflinePackageError.io("\(Self.name) does not parse")
        }
        return roots
    }

    /// Replaces the record with `roots`.
    func save(_ roots: [SignedRoot]) throws {
        try willBegin(.writePending)
        try DurableFile.write(try JSONEncoder().encode(roots), to: pendingURL)
        try willBegin(.switchRecord)
        try DurableFile.rename(pendingURL, to: url)
        try willBegin(.syncFolder)
        try DurableFile.sync(folder)
    }
}
