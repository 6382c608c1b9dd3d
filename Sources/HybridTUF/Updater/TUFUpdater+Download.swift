import Foundation

/// Targets on disk: kept under their percent-encoded path in one folder, reused
/// when the copy there still matches the metadata, otherwise fetched (as
/// `HASH.name` with consistent snapshots) no longer than the metadata says.
extension TUFUpdater {
    /// Where `target` is kept in `folder`.
    public nonisolated func localPath(of target: TargetFile, in folder: String) -> String {
        (folder as NSString).appendingPathComponent(RoleName.fileComponent(target.path))
    }

    /// The path of a stored copy of `target` that matches its metadata, if any.
    public nonisolated func cachedTarget(_ target: TargetFile, in folder: String) -> String? {
        let path = localPath(of: target, in: folder)
        guard let data = FileManager.default.contents(atPath: path),
              (try? FileDigests.verify(Array(data), name: target.path, length: target.length, hashes: target.hashes)) != nil else { return nil }
        return path
    }

    /// Downloads `target` into `folder` unless a matching copy is there; returns its path.
    public func download(_ target: TargetFile, to folder: String) async throws(TUFError) -> String {
        if let cached = cachedTarget(target, in: folder) { return cached }
        let url = try remoteURL(of: target)
        let bytes = try await fetcher.fetch(url, maximumLength: Int(clamping: target.length))
        try FileDigests.verify(bytes, name: target.path, length: target.length, hashes: target.hashes)
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw .storage("cannot create the folder \(folder)")
        }
        let path = localPath(of: target, in: folder)
        try AtomicFile.write(bytes, to: path)
        return path
    }

    /// The bytes of `target`, fetched no longer than its metadata says and checked against its hashes.
    public func fetchTarget(_ target: TargetFile) async throws(TUFError) -> [UInt8] {
        let bytes = try await fetcher.fetch(try remoteURL(of: target), maximumLength: Int(clamping: target.length))
        try FileDigests.verify(bytes, name: target.path, length: target.length, hashes: target.hashes)
        return bytes
    }

    /// Where the repository serves `target`: under the target base, `HASH.name` when snapshots are consistent.
    public func remoteURL(of target: TargetFile) throws(TUFError) -> URL {
        guard let targetBase else { throw .storage("no target base URL was given") }
        let root = try trustedRoot()
        var remotePath = RoleName.urlPath(target.path)
        if root.consistentSnapshot && settings.prefixTargetsWithHash, let hash = Self.preferredHash(target.hashes) {
            let parts = remotePath.split(separator: "/", omittingEmptySubsequences: false)
            let prefixed = "\(RoleName.fileComponent(hash)).\(parts.last ?? "")"
            remotePath = (parts.dropLast().map(String.init) + [prefixed]).joined(separator: "/")
        }
        guard let url = URL(string: targetBase + remotePath) else { throw .network(url: targetBase + remotePath, reason: "not a valid URL") }
        return url
    }

    /// SHA-256 when listed, else the first algorithm by name: any listed hash names the file.
    private static func preferredHash(_ hashes: [String: String]) -> String? {
        hashes["sha256"] ?? hashes.keys.sorted().first.flatMap { hashes[$0] }
    }
}
