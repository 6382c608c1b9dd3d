import Foundation
import HybridCore
import HybridStorage
import XCTest
import HybridVocabulary

/// The write-ahead log stays small however many writes come.
final class StorageLogTests: XCTestCase {
    func test_manyWrites_keepTheWriteAheadLogBounded() throws {
        let file = temporaryStorageFile()
        let storage = try BridgeStorage(fileURL: file)
        let origin = try BridgeOrigin("https://m.example.com")
        var largest = 0
        // About 2 log pages a write: SQLite's default would let the log reach 1,000 pages (4 MB).
        for index in 0..<3000 {
            try storage.setValue(#""\#(String(repeating: "x", count: 900))""#, for: "k\(index % 200)", origin: origin)
            largest = max(largest, (try? FileManager.default.attributesOfItem(atPath: file.path + "-wal")[.size] as? Int) ?? 0)
        }
        XCTAssertLessThanOrEqual(largest, BridgeStorage.diskAllowanceBytes)
    }
}
