import Foundation
import HybridCookies
import HybridOffline
import HybridStorage
import XCTest
import HybridVocabulary

/// An app launched on a full disk still reads what it stored: H5 storage, the
/// cookie jar and the package store open and answer reads; only writes fail,
/// with their typed codes.
final class FullDiskLaunchTests: XCTestCase {
    func test_storageWrittenEarlier_opensOnAFullDisk_servesEveryValue_andRefusesWritesAsDiskFull() throws {
        let disk = try SmallDisk(kilobytes: 2048)
        let file = disk.folder.appendingPathComponent("h5.sqlite")
        let origin = try BridgeOrigin("https://m.example.com")
        do {
            let storage = try BridgeStorage(fileURL: file, quotaBytesPerSite: 4 << 20)
            for index in 0..<12 { try storage.setValue("{\"n\":\(index)}", for: "k\(index)", origin: origin) }
        }  // the app quits
        disk.fill()
        let reopened = try BridgeStorage(fileURL: file, quotaBytesPerSite: 4 << 20)
        for index in 0..<12 { XCTAssertEqual(try reopened.value(for: "k\(index)", origin: origin), "{\"n\":\(index)}") }
        XCTAssertEqual(try reopened.keys(origin: origin).count, 12)
        let big = "\"" + String(repeating: "x", count: 300 * 1024) + "\""
        XCTAssertThrowsError(try reopened.setValue(big, for: "big", origin: origin)) { error in
            XCTAssertEqual((error as? StorageError)?.bridgeErrorCode, "storage_disk_full")
        }
        disk.free()
        try reopened.setValue(big, for: "big", origin: origin)
        XCTAssertEqual(try reopened.value(for: "big", origin: origin)?.count, big.count, "writes work again once there is space")
    }

    func test_cookieJarAndPackageStore_openOnAFullDisk() throws {
        let disk = try SmallDisk(kilobytes: 4096)
        let cookiesFile = disk.folder.appendingPathComponent("cookies.json")
        let jar = CookieJar()
        jar.set(setCookieHeader: "login=yes; Max-Age=3600", for: URL(string: "https://m.example.com/")!)
        try jar.write(to: cookiesFile)
        let root = disk.folder.appendingPathComponent("store")
        do {
            let store = try PackageStore(root: root, publicKey: OfflineFixture.key.publicKey)
            try PackageInstaller(store: store).install(try OfflineFixture.package("1.0.0", files: OfflineFixture.site("1")))
            try store.confirmCurrent()
        }
        disk.fill()
        XCTAssertEqual(try CookieJar(contentsOf: cookiesFile).allCookies().map(\.name), ["login"])
        let store = try PackageStore(root: root, publicKey: OfflineFixture.key.publicKey)
        let current = try XCTUnwrap(store.current())
        XCTAssertEqual(current.version, "1.0.0")
        try store.verifyFiles(of: current)
    }
}
