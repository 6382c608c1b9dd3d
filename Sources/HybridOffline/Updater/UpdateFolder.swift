import Foundation

/// What the updater keeps in the store's folder, beside the versions, so a cut
/// connection, a cancel or a killed process loses nothing already fetched:
///
/// ```
/// root/updates/files/<sha256>          a file downloaded and verified
/// root/updates/files/<sha256>.partial  a file being downloaded (resumed with Range)
/// root/updates/ready/manifest.json|sig the signed manifest of a version whose files are all here
/// root/updates/rolled-back.json        versions that failed their boot here, never taken again
/// root/updates/.lock                   held by the process updating the store (``exclusively(_:)``)
/// ```
/// `PackageStore.prune()` never looks here; a successful install empties `files/` and `ready/`.
struct UpdateFolder: Sendable {
    let root: URL
    /// The store's lock, which records here are written under.
    private let lock: StoreLock

    init(store: PackageStore) throws {
        root = store.root.appendingPathComponent("updates", isDirectory: true)
        lock = store.lock
        do {
            for folder in [files, ready] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        } catch { throw OfflinePackageError.diskFull(or: error) }
    }

    var files: URL { root.appendingPathComponent("files", isDirectory: true) }
    var ready: URL { root.appendingPathComponent("ready", isDirectory: true) }

    func file(_ sha256: String) -> URL { files.appendingPathComponent(sha256) }

    /// Runs `work` (a check and download, or an install) while no other process updates this store:
    /// two would write the same `.partial` files, and one's install would delete the other's downloads.
    func exclusively<T>(isolation: isolated (any Actor)? = #isolation, _ work: () async throws -> T) async throws -> T {
        try await StoreLock.holding(root.appendingPathComponent(".lock").path, work)
    }
    func partial(_ sha256: String) -> URL { files.appendingPathComponent(sha256 + ".partial") }

    /// Hashes of the files downloaded whole (their bytes were verified before they got the name).
    func completeFiles() -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: files.path)) ?? []
        return Set(names.filter(FeedLayout.isHash))
    }

    /// Gives a verified partial file its final name.
    func promote(_ sha256: String) throws {
        try DurableFile.rename(partial(sha256), to: file(sha256))
        try DurableFile.sync(files)
    }

    /// Records `manifest` as ready to install (its files are all here), replacing any earlier one.
    func markReady(manifestData: Data, signature: Data) throws {
        // The evidence first: a manifest is only ever ready beside the proof that came with it.
        try DurableFile.replace(ready.appendingPathComponent(PackageLayout.signature), with: signature)
        try DurableFile.replace(ready.appendingPathComponent(PackageLayout.manifest), with: manifestData)
    }

    /// The ready version's manifest bytes and signature, or nil.
    func readyManifest() -> (manifestData: Data, signature: Data)? {
        guard let data = FileManager.default.contents(atPath: ready.appendingPathComponent(PackageLayout.manifest).path),
              let signature = FileManager.default.contents(atPath: ready.appendingPathComponent(PackageLayout.signature).path)
        else { return nil }
        return (data, signature)
    }

    private var rolledBackURL: URL { root.appendingPathComponent("rolled-back.json") }

    /// Versions that were rolled back on this device. An unreadable record counts as empty
    /// (the worst case is one more boot attempt of a version that failed before).
    func rolledBackVersions() -> Set<String> {
        guard let data = FileManager.default.contents(atPath: rolledBackURL.path),
              let versions = try? JSONDecoder().decode([String].self, from: data)
        else { return [] }
        return Set(versions)
    }

    /// Remembers that `version` failed its boot, so a check does not install it again. Read, changed
    /// and written under the store's lock, so two processes recording at once both keep theirs.
    func recordRolledBack(_ version: String) throws {
        try lock.withLock {
            var versions = rolledBackVersions()
            guard versions.insert(version).inserted else { return }
            try DurableFile.replace(rolledBackURL, with: try JSONEncoder().encode(versions.sorted()))
        }
    }

    /// After an install: the downloaded files now live in the version folder.
    func clearInstalled() {
        let manager = FileManager.default
        for folder in [files, ready] {
            for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
                try? manager.removeItem(at: folder.appendingPathComponent(name))
            }
        }
    }
}
