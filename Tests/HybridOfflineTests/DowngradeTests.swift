import Foundation
@testable import HybridOffline
import XCTest

/// A validly signed older package must not replace a newer one unless the app asks.
final class DowngradeTests: XCTestCase {
    private func code(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch { return (error as? OfflinePackageError)?.code ?? "\(error)" }
    }

    private func storeAt200Confirmed() throws -> (PackageStore, PackageInstaller, InstalledVersion) {
        let store = try TestPackages.store()
        let installer = PackageInstaller(store: store)
        try installer.install(try TestPackages.build("1.0.0"))
        try store.confirmCurrent()
        let two = try installer.install(try TestPackages.build("2.0.0")).installed
        try store.confirmCurrent()
        return (store, installer, two)
    }

    func test_signedOlderVersion_isRefusedAfterNewerConfirmed() throws {
        let (store, installer, two) = try storeAt200Confirmed()
        let pointer = try store.pointer()
        XCTAssertEqual(code { try installer.install(try TestPackages.build("1.0.0")) }, "version_downgrade")
        XCTAssertEqual(code { try installer.install(try TestPackages.build("2.0.0-rc.1")) }, "version_downgrade")
        XCTAssertEqual(try store.pointer(), pointer)
        XCTAssertEqual(try store.current()?.folderName, two.folderName)
    }

    func test_deletedVersionFolder_doesNotReopenDowngrade() throws {
        let (_, installer, two) = try storeAt200Confirmed()
        try FileManager.default.removeItem(at: two.folder)
        XCTAssertEqual(code { try installer.install(try TestPackages.build("1.0.0")) }, "version_downgrade")
    }

    func test_deletedPointer_doesNotReopenDowngrade() throws {
        let (store, installer, _) = try storeAt200Confirmed()
        try FileManager.default.removeItem(at: store.pointerURL)
        for name in store.installedFolderNames() { try FileManager.default.removeItem(at: store.versionsFolder.appendingPathComponent(name)) }
        XCTAssertEqual(code { try installer.install(try TestPackages.build("1.9.9")) }, "version_downgrade")
        XCTAssertNil(try store.pointer())
    }

    func test_allowingDowngrade_goesBack_saysSo_andKeepsTheHighestRecord() throws {
        let (store, installer, _) = try storeAt200Confirmed()
        let back = try installer.install(try TestPackages.build("1.0.0"), allowingDowngrade: true)
        XCTAssertEqual(back.downgradedFrom, "2.0.0")
        XCTAssertTrue(back.isDowngrade)
        XCTAssertEqual(try store.current()?.version, "1.0.0")
        // Going back once does not lower the bar for the next package.
        XCTAssertEqual(code { try installer.install(try TestPackages.build("1.5.0")) }, "version_downgrade")
        XCTAssertEqual(try installer.install(try TestPackages.build("2.0.1")).downgradedFrom, nil)
    }

    func test_sameVersionAgain_installs_andIsNotADowngrade() throws {
        let (store, installer, two) = try storeAt200Confirmed()
        let again = try installer.install(try TestPackages.build("2.0.0"))
        XCTAssertFalse(again.isDowngrade)
        XCTAssertNotEqual(again.installed.folderName, two.folderName)
        XCTAssertEqual(try store.pointer()?.previous, two.folderName)
        XCTAssertFalse(try installer.install(try TestPackages.build("2.0")).isDowngrade)  // 2.0 is 2.0.0
    }

    func test_rollBackAfterFailedBoot_stillWorks_theFailedVersionMayBeRetried_butNothingBelowIt() throws {
        let store = try TestPackages.store()
        let installer = PackageInstaller(store: store)
        let one = try installer.install(try TestPackages.build("1.0.0")).installed
        try store.confirmCurrent()
        try installer.install(try TestPackages.build("2.0.0"))
        XCTAssertEqual(try store.rollBack()?.folderName, one.folderName)
        XCTAssertEqual(try store.pointer(), VersionPointer(current: one.folderName, previous: nil, confirmed: true))
        XCTAssertEqual(code { try installer.install(try TestPackages.build("1.5.0")) }, "version_downgrade")
        let retry = try installer.install(try TestPackages.build("2.0.0"))
        XCTAssertFalse(retry.isDowngrade)
        XCTAssertEqual(try store.pointer()?.previous, one.folderName)
    }

    func test_storeWithoutRecord_takesTheBarFromItsPointer() throws {
        let (store, installer, _) = try storeAt200Confirmed()
        try FileManager.default.removeItem(at: store.acceptedURL)  // a store written before the record existed
        XCTAssertEqual(try store.highestAcceptedVersion()?.text, "2.0.0")
        XCTAssertEqual(code { try installer.install(try TestPackages.build("1.0.0")) }, "version_downgrade")
    }

    func test_unreadableRecord_refusesEveryInstall() throws {
        let (store, installer, _) = try storeAt200Confirmed()
        try Data("{".utf8).write(to: store.acceptedURL)
        XCTAssertEqual(code { try installer.install(try TestPackages.build("3.0.0")) }, "io_failed")
    }

    func test_versionInstalledBeforeTheRule_stillOpens_andDoesNotBlockInstalls() throws {
        let store = try TestPackages.store()
        let page = Data("p".utf8)
        let manifest = PackageManifest(version: "nightly", entry: "index.html", files: [
            PackageFileEntry(path: "index.html", size: 1, sha256: PackageDigest.sha256Hex(page)),
        ])
        let folder = store.versionsFolder.appendingPathComponent("nightly-0000", isDirectory: true)
        for (name, data) in try TestPackages.signed(manifest) + [("content/index.html", page)] {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        try DurableFile.write(try JSONEncoder().encode(VersionPointer(current: "nightly-0000", previous: nil, confirmed: true)),
                              to: store.pointerURL)
        XCTAssertEqual(try store.current()?.version, "nightly")
        XCTAssertNil(try store.highestAcceptedVersion())
        XCTAssertFalse(try PackageInstaller(store: store).install(try TestPackages.build("0.1.0")).isDowngrade)
    }

    func test_versionThatDoesNotCompare_isRefusedWithATypedError() throws {
        XCTAssertEqual(code { _ = try TestPackages.build("10mb") }, "invalid_version")
        let page = Data("p".utf8)
        for version in ["1.02", "v2", "2.0.0.0.1", "2.0-", "2.0-beta..1", "2.0-beta_1"] {
            let manifest = PackageManifest(version: version, entry: "index.html", files: [
                PackageFileEntry(path: "index.html", size: 1, sha256: PackageDigest.sha256Hex(page)),
            ])
            let zip = try TestPackages.rawZip(try TestPackages.signed(manifest) + [("content/index.html", page)])
            let store = try TestPackages.store()
            XCTAssertEqual(code { try PackageInstaller(store: store).install(zip) }, "invalid_version", version)
        }
    }
}
