import Foundation
import HybridCore
import HybridStorage
import XCTest
import HybridVocabulary

/// The quota counts what a site costs on disk, and subdomains share it.
final class StorageQuotaTests: XCTestCase {
    /// Writes `value` under fresh keys until the quota refuses one; returns how many were stored.
    private func fill(_ storage: BridgeStorage, _ origin: BridgeOrigin, value: String = "1", limit: Int = 100_000) throws -> Int {
        for index in 0..<limit {
            do { try storage.setValue(value, for: "k\(index)", origin: origin) } catch StorageError.quotaExceeded {
                return index
            }
        }
        XCTFail("the quota never refused a write")
        return limit
    }

    func test_manyTinyKeys_keepDiskWithinTwiceQuota() throws {
        let quota = 64 * 1024
        let storage = try BridgeStorage(fileURL: temporaryStorageFile(), quotaBytesPerSite: quota)
        let empty = storage.diskBytes
        let count = try fill(storage, try BridgeOrigin("https://m.example.com"))
        XCTAssertGreaterThan(count, 1000, "tiny keys are still useful")
        XCTAssertLessThanOrEqual(storage.diskBytes - empty, 2 * quota + BridgeStorage.diskAllowanceBytes, "\(count) keys")
    }

    func test_valuesThatSpillToOverflowPages_keepDiskWithinTwiceQuota() throws {
        let quota = 1024 * 1024
        let storage = try BridgeStorage(fileURL: temporaryStorageFile(), quotaBytesPerSite: quota)
        let empty = storage.diskBytes
        // Just past what one b-tree cell holds: most of a 4 KB overflow page per row.
        let count = try fill(storage, try BridgeOrigin("https://m.example.com"), value: String(repeating: "x", count: 1000))
        XCTAssertLessThanOrEqual(storage.diskBytes - empty, 2 * quota + BridgeStorage.diskAllowanceBytes, "\(count) values")
    }

    func test_subdomainsOfOneSite_shareOneQuota() throws {
        let quota = 64 * 1024
        let storage = try BridgeStorage(fileURL: temporaryStorageFile(), quotaBytesPerSite: quota)
        let value = String(repeating: "x", count: 500)
        var stored = 0
        for index in 1...50 {
            stored += try fill(storage, try BridgeOrigin("https://a\(index).example.com"), value: value)
        }
        XCTAssertLessThanOrEqual(stored * value.utf8.count, quota, "all of example.com's values fit in one quota")
        XCTAssertLessThanOrEqual(try storage.usedBytes(forSiteOf: try BridgeOrigin("https://a50.example.com")), quota)
        let first = try BridgeOrigin("https://a1.example.com"), second = try BridgeOrigin("https://a2.example.com")
        XCTAssertEqual(try storage.keys(origin: second), [], "a1 took the whole quota, so a2 was refused from its first write")
        XCTAssertEqual(try storage.origins(), ["https://a1.example.com"], "a refused write leaves no origin row behind")
        try storage.removeValue(for: "k1", origin: first)
        try storage.setValue(#""mine""#, for: "k0", origin: second)
        XCTAssertEqual(try storage.value(for: "k0", origin: second), #""mine""#, "keys stay per origin")
        XCTAssertEqual(try storage.value(for: "k0", origin: first), value)
        XCTAssertNoThrow(try storage.setValue("1", for: "k", origin: try BridgeOrigin("https://example.org")), "another site has its own")
        XCTAssertNoThrow(try storage.setValue("1", for: "k", origin: try BridgeOrigin("http://127.0.0.1:8080")), "an IP address is its own site")
    }

    func test_sites_areRegistrableDomains_orTheOriginWhenThereIsNone() throws {
        let site = { (text: String) in StorageSite(try BridgeOrigin(text)).name }
        XCTAssertEqual(try site("https://a.b.example.co.uk"), "example.co.uk")
        XCTAssertEqual(try site("http://a1.example.com:8080"), "example.com")
        XCTAssertEqual(try site("http://127.0.0.1:8080"), "http://127.0.0.1:8080")
        XCTAssertEqual(try site("http://localhost:3000"), "http://localhost:3000")
        XCTAssertEqual(try site("app://bundle"), "app://bundle")
        XCTAssertEqual(try site("https://github.io"), "https://github.io")
        XCTAssertEqual(try site("https://alice.github.io"), "alice.github.io")
    }

    func test_deletingKeys_lowersTheChargeAndGivesPagesBack() throws {
        let file = temporaryStorageFile()
        let origin = try BridgeOrigin("https://m.example.com")
        var storage: BridgeStorage? = try BridgeStorage(fileURL: file, quotaBytesPerSite: 256 * 1024)
        let count = try fill(storage!, origin, value: String(repeating: "x", count: 200))
        let full = try storage!.usedBytes(forSiteOf: origin)
        for index in 0..<(count / 2) { try storage!.removeValue(for: "k\(index)", origin: origin) }
        XCTAssertLessThan(try storage!.usedBytes(forSiteOf: origin), full * 6 / 10)
        try storage!.clear(origin: origin)
        XCTAssertEqual(try storage!.usedBytes(forSiteOf: origin), 0)
        XCTAssertEqual(try storage!.origins(), [])
        storage = nil // closing checkpoints the log into the file
        let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? .max
        XCTAssertLessThan(size, 64 * 1024, "the file gave its freed pages back")
    }
}
