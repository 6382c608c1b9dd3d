import Foundation
import HybridCore
import ZIPFoundation

/// Installs a package zip into a ``PackageStore``: verifies the signature and
/// every hash, unpacks into a version folder of its own, then switches the
/// pointer atomically (``InstallStep`` lists the steps). The new version
/// starts unconfirmed: it must confirm its boot, or it is rolled back.
public struct PackageInstaller: Sendable {
    public let store: PackageStore
    /// Told before each step starts; used to stop the process mid-install in crash tests.
    public var willBegin: @Sendable (InstallStep) -> Void

    public init(store: PackageStore, willBegin: @escaping @Sendable (InstallStep) -> Void = { _ in }) {
        self.store = store
        self.willBegin = willBegin
    }

    /// Installs `package` and makes it current (unconfirmed).
    ///
    /// A version lower than the store's ``PackageStore/highestAcceptedVersion()`` is refused
    /// with ``OfflinePackageError/versionDowngrade(installing:accepted:)`` unless
    /// `allowingDowngrade` is `true`; the result then says it went back. The same version
    /// again is not a downgrade (a repair, or a retry after a failed boot). Nothing changes
    /// when it throws, except that the highest accepted version may already be this one.
    @discardableResult
    public func install(_ package: URL, allowingDowngrade: Bool = false) throws -> PackageInstallResult {
        willBegin(.verify)
        let archive = try PackageArchive(url: package, trust: store.manifestTrust)
        return try install(archive.manifest, allowingDowngrade: allowingDowngrade) { staging in
            try VersionUnpacker(archive: archive, folder: staging, halfway: { willBegin(.unpackHalfway) }).unpack()
        }
    }

    /// The steps after verification, shared by a zip and a version assembled from an update feed:
    /// the downgrade rule, `fill` writing the whole version folder into `staging/`, then the
    /// promotion and the atomic pointer switch.
    func install(_ manifest: PackageManifest, allowingDowngrade: Bool, fill: (URL) throws -> Void) throws -> PackageInstallResult {
        try store.lock.withLock { try installLocked(manifest, allowingDowngrade: allowingDowngrade, fill: fill) }
    }

    private func installLocked(_ manifest: PackageManifest, allowingDowngrade: Bool, fill: (URL) throws -> Void) throws -> PackageInstallResult {
        try store.checkApp(of: manifest)
        let incoming = try PackageVersion(manifest.version)
        let highest = try store.highestAcceptedVersion()
        let downgradedFrom = highest.flatMap { incoming < $0 ? $0.text : nil }
        if let downgradedFrom, !allowingDowngrade {
            HybridMetrics.package("refused_downgrade")
            throw OfflinePackageError.versionDowngrade(installing: incoming.text, accepted: downgradedFrom)
        }
        try store.prune()  // leftovers of an install that died
        let name = manifest.version + "-" + UUID().uuidString.prefix(8).lowercased()
        let staging = store.stagingFolder.appendingPathComponent(name, isDirectory: true)
        willBegin(.unpack)
        do {
            try fill(staging)
        } catch {
            try? FileManager.default.removeItem(at: staging)  // a full disk gets its space back at once
            throw OfflinePackageError.diskFull(or: error)
        }
        willBegin(.promote)
        let destination = store.versionsFolder.appendingPathComponent(name, isDirectory: true)
        try DurableFile.rename(staging, to: destination)
        try DurableFile.sync(store.versionsFolder)
        try DurableFile.sync(store.stagingFolder)
        willBegin(.recordVersion)
        try store.recordAccepted(incoming)
        willBegin(.writePointer)
        let old = try store.pointer()
        // The rollback target is the last version that booted, never an unconfirmed one, nor one nothing trusted vouches for now.
        let previous = old.flatMap { $0.confirmed ? $0.current : $0.previous }.flatMap { (try? store.version(named: $0)) != nil ? $0 : nil }
        try store.writePendingPointer(VersionPointer(current: name, previous: previous, confirmed: false))
        willBegin(.switchPointer)
        try store.commitPendingPointer()
        willBegin(.prune)
        try store.prune()
        HybridMetrics.package("installed")
        return PackageInstallResult(installed: try store.version(named: name), downgradedFrom: downgradedFrom)
    }
}
