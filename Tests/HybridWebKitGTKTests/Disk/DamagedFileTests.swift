import Foundation
import HybridCore
import HybridCookies
@testable import HybridOffline
import HybridStorage
import XCTest
import HybridVocabulary

/// Damaged files at start-up are survived, never trusted: a typed error, a
/// working empty or last-good state, and the damaged file kept aside for
/// inspection, never overwritten.
final class DamagedFileTests: XCTestCase {
    private let garbage = Data("\u{0}\u{1}not what it should be \u{7f}".utf8)

    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hk-damaged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The one file beside `file` named `NAME.damaged-…`.
    private func keptAside(_ file: URL) throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
            .filter { $0.hasPrefix(file.lastPathComponent + ".damaged-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
        XCTAssertEqual(names.count, 1, "\(names)")
        return file.deletingLastPathComponent().appendingPathComponent(try XCTUnwrap(names.first))
    }

    func test_garbageCookieFile_throwsCorrupt_isKeptAside_andTheNextSaveCannotOverwriteIt() throws {
        let file = try folder().appendingPathComponent("cookies.json")
        try garbage.write(to: file)
        XCTAssertThrowsError(try CookieJar(contentsOf: file)) { error in
            guard case .corrupt(let reason)? = error as? CookieJar.FileError else { return XCTFail("expected corrupt, got \(error)") }
            XCTAssertTrue(reason.contains("kept at"), reason)
        }
        let kept = try keptAside(file)
        let jar = try CookieJar(contentsOf: file)
        XCTAssertEqual(jar.count, 0, "loading again starts from an empty, working jar")
        jar.set(setCookieHeader: "fresh=1; Max-Age=60", for: URL(string: "https://m.example.com/")!)
        try jar.write(to: file)
        XCTAssertEqual(try Data(contentsOf: kept), garbage, "the damaged file is kept as it was")
    }

    func test_truncatedCookieFile_isNeverLoadedAsHalfAJar() throws {
        let file = try folder().appendingPathComponent("cookies.json")
        let jar = CookieJar()
        for name in ["a", "b", "c"] { jar.set(setCookieHeader: "\(name)=1; Max-Age=60", for: URL(string: "https://m.example.com/")!) }
        try jar.write(to: file)
        let whole = try Data(contentsOf: file)
        try whole.prefix(whole.count / 2).write(to: file)
        XCTAssertThrowsError(try CookieJar(contentsOf: file))
        XCTAssertEqual(try Data(contentsOf: try keptAside(file)), whole.prefix(whole.count / 2))
    }

    func test_garbageStorageDatabase_throwsDamaged_isKeptAside_andTheStoreOpensEmptyAgain() throws {
        let file = try folder().appendingPathComponent("h5.sqlite")
        try Data(repeating: 0x5A, count: 8192).write(to: file)
        XCTAssertThrowsError(try BridgeStorage(fileURL: file)) { error in
            guard case .damaged(let keptAt)? = error as? StorageError else { return XCTFail("expected damaged, got \(error)") }
            XCTAssertEqual((error as? StorageError)?.code, "storage_damaged")
            XCTAssertTrue(FileManager.default.fileExists(atPath: keptAt))
        }
        XCTAssertEqual(try Data(contentsOf: try keptAside(file)), Data(repeating: 0x5A, count: 8192))
        let storage = try BridgeStorage(fileURL: file)
        let origin = try BridgeOrigin("https://m.example.com")
        XCTAssertEqual(try storage.keys(origin: origin), [])
        try storage.setValue("1", for: "k", origin: origin)
        XCTAssertEqual(try storage.value(for: "k", origin: origin), "1")
    }

    func test_garbagePointer_isKeptAside_andTheLastGoodVersionIsCurrentAgain() throws {
        let store = try OfflineFixture.store()
        let installer = PackageInstaller(store: store)
        try installer.install(try OfflineFixture.package("1.0.0", files: OfflineFixture.site("1")))
        try store.confirmCurrent()
        let second = try installer.install(try OfflineFixture.package("2.0.0", files: OfflineFixture.site("2"))).installed
        try garbage.write(to: store.pointerURL)
        XCTAssertThrowsError(try store.current()) { error in
            guard case .pointerDamaged(_, let restored)? = error as? OfflinePackageError else { return XCTFail("got \(error)") }
            XCTAssertEqual(restored, second.folderName)
        }
        XCTAssertEqual(try Data(contentsOf: try keptAside(store.pointerURL)), garbage)
        XCTAssertEqual(try store.current()?.manifest.version, "2.0.0", "the last good pointer is current again")
        XCTAssertEqual(try store.pointer()?.previous, store.installedFolderNames().first { $0.hasPrefix("1.0.0-") })
    }

    func test_garbagePointerWithNoLastGood_leavesNoCurrentVersion_neverAGuess() throws {
        let store = try OfflineFixture.store()
        try PackageInstaller(store: store).install(try OfflineFixture.package("1.0.0", files: OfflineFixture.site("1")))
        try FileManager.default.removeItem(at: store.lastGoodPointerURL)
        try garbage.write(to: store.pointerURL)
        XCTAssertThrowsError(try store.pointer()) { error in
            guard case .pointerDamaged(_, nil)? = error as? OfflinePackageError else { return XCTFail("got \(error)") }
        }
        XCTAssertNil(try store.current(), "no version is served from a pointer nobody can read")
    }
}
