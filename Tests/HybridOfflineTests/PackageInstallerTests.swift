import Foundation
@testable import HybridOffline
import XCTest

final class PackageInstallerTests: XCTestCase {
    private func code(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch { return (error as? OfflinePackageError)?.code ?? "\(error)" }
    }

    func test_install_verifiesUnpacksAndMakesItCurrentUnconfirmed() throws {
        let store = try TestPackages.store()
        let installed = try PackageInstaller(store: store).install(try TestPackages.build("1.0.0")).installed
        XCTAssertEqual(installed.version, "1.0.0")
        XCTAssertEqual(try store.pointer(), VersionPointer(current: installed.folderName, previous: nil, confirmed: false))
        XCTAssertNoThrow(try store.verifyFiles(of: try XCTUnwrap(try store.current())))
        XCTAssertEqual(try Data(contentsOf: installed.fileURL("css/app.css")), TestPackages.site("1.0.0")["css/app.css"])
    }

    func test_packageSignedWithAnotherKey_isRefused_andNothingChanges() throws {
        let store = try TestPackages.store()
        let foreign = try TestPackages.build("1.0.0", key: .generate())
        XCTAssertEqual(code { try PackageInstaller(store: store).install(foreign) }, "bad_signature")
        XCTAssertNil(try store.pointer())
        XCTAssertEqual(store.installedFolderNames(), [])
    }

    func test_fileWhoseBytesDoNotMatchItsHash_isRefused() throws {
        let store = try TestPackages.store()
        let good = Data("original".utf8)
        let manifest = PackageManifest(version: "2", entry: "index.html", files: [
            PackageFileEntry(path: "index.html", size: good.count, sha256: PackageDigest.sha256Hex(good)),
        ])
        let zip = try TestPackages.rawZip(try TestPackages.signed(manifest) + [("content/index.html", Data("tampered".utf8))])
        XCTAssertEqual(code { try PackageInstaller(store: store).install(zip) }, "hash_mismatch")
        XCTAssertNil(try store.pointer())
    }

    func test_truncatedZip_isRefusedAsUnreadable() throws {
        let store = try TestPackages.store()
        let zip = try TestPackages.build("1.0.0")
        let bytes = try Data(contentsOf: zip)
        try bytes.prefix(bytes.count * 2 / 3).write(to: zip)
        XCTAssertEqual(code { try PackageInstaller(store: store).install(zip) }, "unreadable_archive")
        XCTAssertNil(try store.pointer())
    }

    func test_signedManifestWithEscapingPath_isRefused() throws {
        let store = try TestPackages.store()
        let body = Data("x".utf8)
        let manifest = PackageManifest(version: "3", entry: "../evil.html", files: [
            PackageFileEntry(path: "../evil.html", size: 1, sha256: PackageDigest.sha256Hex(body)),
        ])
        let zip = try TestPackages.rawZip(try TestPackages.signed(manifest) + [("content/../evil.html", body)])
        XCTAssertEqual(code { try PackageInstaller(store: store).install(zip) }, "unsafe_path")
    }

    func test_zipWithAFileTheManifestDoesNotList_isRefused() throws {
        let store = try TestPackages.store()
        let page = Data("p".utf8)
        let manifest = PackageManifest(version: "4", entry: "index.html", files: [
            PackageFileEntry(path: "index.html", size: 1, sha256: PackageDigest.sha256Hex(page)),
        ])
        let zip = try TestPackages.rawZip(try TestPackages.signed(manifest) + [("content/index.html", page), ("content/extra.js", page)])
        XCTAssertEqual(code { try PackageInstaller(store: store).install(zip) }, "file_set_mismatch")
    }

    func test_installs_keepConfirmedPreviousForRollback_andPruneOlderVersions() throws {
        let store = try TestPackages.store()
        let installer = PackageInstaller(store: store)
        let one = try installer.install(try TestPackages.build("1")).installed
        try store.confirmCurrent()
        let two = try installer.install(try TestPackages.build("2")).installed
        XCTAssertEqual(try store.pointer()?.previous, one.folderName)
        let three = try installer.install(try TestPackages.build("3")).installed
        // 2 never confirmed its boot, so 1 stays the rollback target and 2 is pruned.
        XCTAssertEqual(try store.pointer(), VersionPointer(current: three.folderName, previous: one.folderName, confirmed: false))
        XCTAssertEqual(store.installedFolderNames(), [one.folderName, three.folderName].sorted())
        XCTAssertFalse(FileManager.default.fileExists(atPath: two.folder.path))
    }

    func test_rollBack_makesPreviousCurrentAndConfirmed_andDeletesTheFailedVersion() throws {
        let store = try TestPackages.store()
        let installer = PackageInstaller(store: store)
        let one = try installer.install(try TestPackages.build("1")).installed
        try store.confirmCurrent()
        let two = try installer.install(try TestPackages.build("2")).installed
        let back = try store.rollBack()
        XCTAssertEqual(back?.version, "1")
        XCTAssertEqual(try store.pointer(), VersionPointer(current: one.folderName, previous: nil, confirmed: true))
        XCTAssertFalse(FileManager.default.fileExists(atPath: two.folder.path))
    }

    func test_keyFiles_roundTrip_andAPrivateKeyIsNotAcceptedAsPublic() throws {
        let key = PackageSigningKey.generate()
        XCTAssertEqual(try PackageSigningKey(fileText: key.fileText).publicKey.fileText, key.publicKey.fileText)
        XCTAssertThrowsError(try PackagePublicKey(fileText: key.fileText)) {
            XCTAssertEqual(($0 as? OfflinePackageError)?.code, "invalid_key")
        }
    }
}
