import Foundation
import HybridDiskSupport
import HybridCore

/// The installed versions of one package on disk, and which one is current.
///
/// ```
/// root/current.json      the pointer (VersionPointer), replaced by rename only
/// root/accepted-version.json  the highest version ever accepted, only raised, by rename
/// root/tuf/              under a TUF root: the metadata trusted now (root.json, timestamp.json, …)
/// root/versions/NAME/    manifest.json, manifest.sig (the pinned key's signature, or the TUF proof), content/…
/// root/staging/NAME/     an install in progress; removed if the process died
/// ```
/// Every reader goes through the pointer, and a version folder is complete
/// before a pointer can name it, so a crash at any moment leaves the old
/// version or the new one current, never a mix.
public final class PackageStore: Sendable {
    public let root: URL
    /// Who signs what this store installs: a pinned key, or a root of trust.
    public let trust: PublisherTrust
    /// The offline app whose packages this store holds; nil for a store made before app ids (any package).
    public let app: String?
    /// The pinned key, for a store made with one; nil when it trusts a root.
    public var publicKey: PackagePublicKey? { trust.publicKey }
    /// How manifests are checked: the pinned key, or the TUF metadata in `tuf/`.
    let manifestTrust: ManifestTrust
    /// Serializes changes to the store's records between threads and processes.
    let lock: StoreLock
    static let pointerName = "current.json"

    /// A store that trusts exactly `publicKey`, as before roots existed.
    public convenience init(root: URL, publicKey: PackagePublicKey) throws {
        try self.init(root: root, trust: PublisherTrust(publicKey: publicKey))
    }

    /// A store whose versions `trust` decides. Under a TUF root, the root the app ships replaces
    /// the one in `tuf/` when it is newer (an app release may carry a newer root than the feed gave).
    ///
    /// `app`, for an offline app's store (``OfflineApps``), is the app's id: the store then holds only
    /// packages whose signed manifest says they are for that app (`app_mismatch` otherwise; for
    /// `bundle`, packages that name no app too), checked at install and at every open.
    public init(root: URL, trust: PublisherTrust, app: String? = nil) throws {
        if let app, let problem = OfflineAppID.problem(with: app) { throw OfflinePackageError.invalidAppID(problem) }
        self.root = root
        self.trust = trust
        self.app = app
        do {
            for folder in [root, root.appendingPathComponent("versions"), root.appendingPathComponent("staging")] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
        } catch { throw OfflinePackageError.io("cannot create the store at \(root.path): \(SystemErrorText.sentence(error))") }
        lock = StoreLock(path: root.appendingPathComponent(".lock").path)
        let folder = root
        manifestTrust = try lock.withLock { try ManifestTrust(trust: trust, folder: folder) }
    }

    /// The version of the TUF root this store trusts now, or nil for a pinned key.
    public var trustedRootVersion: Int64? { try? manifestTrust.currentRoot().version }

    var versionsFolder: URL { root.appendingPathComponent("versions", isDirectory: true) }
    var stagingFolder: URL { root.appendingPathComponent("staging", isDirectory: true) }
    var pointerURL: URL { root.appendingPathComponent(Self.pointerName) }
    var pendingPointerURL: URL { root.appendingPathComponent(Self.pointerName + ".tmp") }
    var lastGoodPointerURL: URL { root.appendingPathComponent("current.last-good.json") }

    /// The pointer, or `nil` before the first install.
    ///
    /// A `current.json` that does not parse (truncated, garbage) is never
    /// trusted: it is moved aside, the last pointer that was switched to
    /// whole (`current.last-good.json`) becomes current again, and this throws
    /// ``OfflinePackageError/pointerDamaged(keptAt:restored:)`` once to say so.
    public func pointer() throws -> VersionPointer? {
        guard let data = FileManager.default.contents(atPath: pointerURL.path) else { return nil }
        if let pointer = try? JSONDecoder().decode(VersionPointer.self, from: data) { return pointer }
        let kept = try DiskErrors.setAside(pointerURL)
        let lastGood = FileManager.default.contents(atPath: lastGoodPointerURL.path)
            .flatMap { try? JSONDecoder().decode(VersionPointer.self, from: $0) }
        if let lastGood {
            try writePendingPointer(lastGood)
            try DurableFile.rename(pendingPointerURL, to: pointerURL)
            try DurableFile.sync(root)
        }
        throw OfflinePackageError.pointerDamaged(keptAt: kept.path, restored: lastGood?.current)
    }

    /// The current version, its manifest signature checked again.
    public func current() throws -> InstalledVersion? {
        try pointer().map { try version(named: $0.current) }
    }

    /// The current version, or nil when there is none or nothing trusted now vouches for it
    /// (`version_untrusted`, its keys rotated out): for deciding what to install, where a version
    /// a rotation disowned must not stand in the way of the one that replaces it.
    func trustedCurrent() throws -> InstalledVersion? {
        do { return try current() } catch OfflinePackageError.untrustedVersion { return nil }
    }

    /// Opens `versions/name`, checking its manifest with the store's key, or under a TUF root, that
    /// targets metadata signed by keys trusted now lists its exact bytes (`version_untrusted` otherwise).
    public func version(named name: String) throws -> InstalledVersion {
        let folder = versionsFolder.appendingPathComponent(name, isDirectory: true)
        guard let manifestData = FileManager.default.contents(atPath: folder.appendingPathComponent(PackageLayout.manifest).path),
              let signature = FileManager.default.contents(atPath: folder.appendingPathComponent(PackageLayout.signature).path)
        else { throw OfflinePackageError.versionNotInstalled(name) }
        try manifestTrust.verify(manifestData: manifestData, evidence: signature)
        let manifest: PackageManifest
        do { manifest = try JSONDecoder().decode(PackageManifest.self, from: manifestData) } catch {
            throw OfflinePackageError.invalidManifest("\(name) is not a package manifest (\(ManifestDecoding.reason(error)))")
        }
        try manifest.validate(requiringComparableVersion: false)
        try checkApp(of: manifest)
        return InstalledVersion(folderName: name, folder: folder, manifest: manifest)
    }

    /// Throws `app_mismatch` for a manifest made for another app than this store's.
    func checkApp(of manifest: PackageManifest) throws {
        guard let app else { return }
        let named = manifest.app ?? (app == OfflineAppID.bundle ? app : nil)
        guard named == app else { throw OfflinePackageError.appMismatch(store: app, manifest: manifest.app) }
    }

    /// Hashes every file of `version` against its manifest (the CLI's `status`, after a crash).
    public func verifyFiles(of version: InstalledVersion) throws {
        for file in version.manifest.files {
            guard let handle = try? FileHandle(forReadingFrom: version.fileURL(file.path)) else {
                throw OfflinePackageError.fileSetMismatch("\(file.path) is missing")
            }
            defer { try? handle.close() }
            let (hash, size) = try PackageDigest.sha256Hex(of: handle)
            guard hash == file.sha256, size == file.size else { throw OfflinePackageError.hashMismatch(path: file.path) }
        }
    }

    /// Marks the current version as booted; it becomes the rollback target of the next install.
    public func confirmCurrent() throws {
        try lock.withLock { try confirmCurrentLocked() }
    }

    private func confirmCurrentLocked() throws {
        guard var pointer = try pointer() else { throw OfflinePackageError.versionNotInstalled("no current version") }
        guard !pointer.confirmed else { return }
        pointer.confirmed = true
        try writePendingPointer(pointer)
        try commitPendingPointer()
        HybridMetrics.package("confirmed")
    }

    /// Makes the previous version current again and deletes the one that failed.
    /// Returns the version now current, or `nil` when there was nothing to go back to.
    public func rollBack() throws -> InstalledVersion? {
        try lock.withLock { try rollBackLocked() }
    }

    private func rollBackLocked() throws -> InstalledVersion? {
        guard let pointer = try pointer(), let previous = pointer.previous else { return nil }
        try writePendingPointer(VersionPointer(current: previous, previous: nil, confirmed: true))
        try commitPendingPointer()
        HybridMetrics.package("rolled_back")
        try prune()
        return try version(named: previous)
    }

    /// Step one of a switch: the new pointer, whole and fsync'd, beside the live one.
    func writePendingPointer(_ pointer: VersionPointer) throws {
        try DurableFile.write(try JSONEncoder().encode(pointer), to: pendingPointerURL)
    }

    /// Step two: rename over the live pointer (atomic), then fsync the folder so the rename lasts.
    func commitPendingPointer() throws {
        let data = FileManager.default.contents(atPath: pendingPointerURL.path)
        try DurableFile.rename(pendingPointerURL, to: pointerURL)
        try DurableFile.sync(root)
        // The copy a damaged current.json is restored from; only ever a pointer that was switched to whole.
        if let data { try? DurableFile.write(data, to: lastGoodPointerURL) }
    }

    /// Deletes every version but the current and previous ones, and what dead installs left behind.
    public func prune() throws {
        let keep = Set([try pointer()?.current, try pointer()?.previous].compactMap { $0 })
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: versionsFolder.path)) ?? [] where !keep.contains(name) {
            try? manager.removeItem(at: versionsFolder.appendingPathComponent(name))
        }
        for name in (try? manager.contentsOfDirectory(atPath: stagingFolder.path)) ?? [] {
            try? manager.removeItem(at: stagingFolder.appendingPathComponent(name))
        }
        try? manager.removeItem(at: pendingPointerURL)
        for name in (try? manager.contentsOfDirectory(atPath: root.path)) ?? [] where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            try? manager.removeItem(at: root.appendingPathComponent(name))  // a record write cut by a crash
        }
    }

    /// Folder names under `versions/`, sorted.
    public func installedFolderNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: versionsFolder.path)) ?? []).sorted()
    }
}
