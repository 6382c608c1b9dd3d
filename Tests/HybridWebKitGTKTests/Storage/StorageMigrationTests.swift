import Foundation
import GRDB
import HybridCore
import HybridStorage
import XCTest
import HybridVocabulary

/// A store written by the first version (origin text on every row) opens with every row kept.
final class StorageMigrationTests: XCTestCase {
    /// A file exactly as version 1 left it: its one migration recorded, rows with their byte counts.
    private func versionOneStore(_ rows: [(origin: String, key: String, value: String)]) throws -> URL {
        let file = temporaryStorageFile()
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let pool = try DatabasePool(path: file.path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("items") { db in
            try db.execute(sql: """
                CREATE TABLE item (origin TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
                                   bytes INTEGER NOT NULL, PRIMARY KEY (origin, key)) WITHOUT ROWID
                """)
        }
        try migrator.migrate(pool)
        try pool.write { db in
            for row in rows {
                try db.execute(sql: "INSERT INTO item VALUES (?, ?, ?, ?)",
                               arguments: [row.origin, row.key, row.value, row.key.utf8.count + row.value.utf8.count])
            }
        }
        return file
    }

    func test_aVersionOneStore_keepsEveryRow_andChargesItsSites() throws {
        let rows = (0..<300).map { index in
            (origin: ["https://a.example.com", "https://b.example.com", "http://127.0.0.1:8080"][index % 3],
             key: "k\(index)", value: #"{"n":\#(index)}"#)
        }
        let storage = try BridgeStorage(fileURL: try versionOneStore(rows))
        for row in rows {
            XCTAssertEqual(try storage.value(for: row.key, origin: try BridgeOrigin(row.origin)), row.value)
        }
        XCTAssertEqual(try storage.origins(), ["http://127.0.0.1:8080", "https://a.example.com", "https://b.example.com"])
        XCTAssertEqual(try storage.keys(origin: try BridgeOrigin("https://a.example.com")).count, 100)
        let shared = try storage.usedBytes(forSiteOf: try BridgeOrigin("https://a.example.com"))
        let alone = try storage.usedBytes(forSiteOf: try BridgeOrigin("http://127.0.0.1:8080"))
        XCTAssertGreaterThan(shared, 2 * alone * 9 / 10, "a. and b.example.com are charged to one site")
        try storage.removeValue(for: "k0", origin: try BridgeOrigin("https://a.example.com"))
        XCTAssertLessThan(try storage.usedBytes(forSiteOf: try BridgeOrigin("https://b.example.com")), shared)
    }
}
