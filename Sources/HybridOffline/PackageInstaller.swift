import Foundation
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

    /// Installs `package` and makes it current (unconfirmed). Nothing changes when it throws.
    @discardableResult
    public func install(_ package: URL) throws -> InstalledVersion {
        willBegin(.verify)
        let archive = try PackageArchive(url: package, publicKey: store.publicKey)
        try store.prune()  // leftovers of an install that died
        let name = archive.manifest.version + "-" + UUID().uuidString.prefix(8).lowercased()
        let staging = store.stagingFolder.appendingPathComponent(name, isDirectory: true)
        willBegin(.unpack)
        try VersionUnpacker(archive: archive, folder: staging, halfway: { willBegin(.unpackHalfway) }).unpack()
        willBegin(.promote)
        let destination = store.versionsFolder.appendingPathComponent(name, isDirectory: true)
        try DurableFile.rename(staging, to: destination)
        try DurableFile.sync(store.versionsFolder)
        try DurableFile.sync(store.stagingFolder)
        willBegin(.writePointer)
        let old = try store.pointer()
        // The rollback target is the last version that booted, never an unconfirmed one.
        let previous = old.flatMap { $0.confirmed ? $0.current : $0.previous }
        try store.writePendingPointer(VersionPointer(current: name, previous: previous, confirmed: false))
        willBegin(.switchPointer)
        try store.commitPendingPointer()
        willBegin(.prune)
        try store.prune()
        return try store.version(named: name)
    }
}
