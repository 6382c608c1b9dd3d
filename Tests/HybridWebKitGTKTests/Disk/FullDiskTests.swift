import Foundation
import HybridCore
import HybridCookies
@testable import HybridOffline
import HybridStorage
import XCTest
import HybridVocabulary

/// A full disk (ENOSPC on a real, small tmpfs) loses nothing: the write fails
/// with a typed error, what was stored before is intact and readable, and
/// everything works again once space returns.
final class FullDiskTests: XCTestCase {
    private let url = URL(string: "https://m.example.com/")!

    func test_cookieJarSave_onAFullDisk_throwsDiskFull_keepsTheLastSave_andWorksWhenSpaceReturns() throws {
        let disk = try SmallDisk(kilobytes: 256)
        let cookiesFile = disk.folder.appendingPathComponent("cookies.json")
        let jar = CookieJar()
        jar.set(setCookieHeader: "login=yes; Max-Age=3600", for: url)
        try jar.write(to: cookiesFile)
        disk.fill()
        for index in 0..<40 { jar.set(setCookieHeader: "c\(index)=\(String(repeating: "v", count: 1000)); Max-Age=3600", for: url) }
        XCTAssertThrowsError(try jar.write(to: cookiesFile)) { XCTAssertEqual($0 as? CookieJar.FileError, .diskFull) }
        XCTAssertEqual(try CookieJar(contentsOf: cookiesFile).allCookies().map(\.name), ["login"], "the last save is intact")
        disk.free()
        try jar.write(to: cookiesFile)
        XCTAssertEqual(try CookieJar(contentsOf: cookiesFile).count, 41)
    }

    func test_storageWrite_onAFullDisk_throwsStorageDiskFull_keepsEarlierValues_andWorksWhenSpaceReturns() throws {
        let disk = try SmallDisk(kilobytes: 2048)
        let storage = try BridgeStorage(fileURL: disk.folder.appendingPathComponent("h5.sqlite"), quotaBytesPerSite: 4 << 20)
        let origin = try BridgeOrigin("https://m.example.com")
        try storage.setValue(#""kept""#, for: "first", origin: origin)
        disk.fill()
        let big = "\"" + String(repeating: "x", count: 600 * 1024) + "\""
        XCTAssertThrowsError(try storage.setValue(big, for: "big", origin: origin)) { error in
            XCTAssertEqual(error as? StorageError, .diskFull)
            XCTAssertEqual((error as? StorageError)?.bridgeErrorCode, "storage_disk_full", "the page sees this code")
        }
        XCTAssertEqual(try storage.value(for: "first", origin: origin), #""kept""#)
        XCTAssertNil(try storage.value(for: "big", origin: origin), "nothing of the failed write was stored")
        disk.free()
        try storage.setValue(big, for: "big", origin: origin)
        XCTAssertEqual(try storage.value(for: "big", origin: origin)?.count, big.count)
    }

    func test_packageInstall_onAFullDisk_throwsDiskFull_leavesTheCurrentVersionWhole_andWorksWhenSpaceReturns() throws {
        let disk = try SmallDisk(kilobytes: 4096)
        let store = try PackageStore(root: disk.folder.appendingPathComponent("store"), publicKey: OfflineFixture.key.publicKey)
        let installer = PackageInstaller(store: store)
        try installer.install(try OfflineFixture.package("1.0.0", files: OfflineFixture.site("1")))
        try store.confirmCurrent()
        var files = OfflineFixture.site("2")
        files["big.bin"] = Data((0..<(600 * 1024)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let next = try OfflineFixture.package("2.0.0", files: files)
        disk.fill()
        XCTAssertThrowsError(try installer.install(next)) { error in
            guard case .diskFull? = error as? OfflinePackageError else { return XCTFail("expected disk_full, got \(error)") }
        }
        let current = try XCTUnwrap(try store.current())
        XCTAssertEqual(current.manifest.version, "1.0.0")
        XCTAssertNoThrow(try store.verifyFiles(of: current), "the current version is whole")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: store.stagingFolder.path), [], "the failed install's files are gone")
        disk.free()
        XCTAssertEqual(try installer.install(next).installed.manifest.version, "2.0.0")
    }
}
