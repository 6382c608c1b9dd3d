import Foundation
import HybridCore
import HybridCookies
import XCTest

final class CookieJarStoreTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cookie-store-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private var fileURL: URL { directory.appendingPathComponent("cookies.json") }
    private let url = URL.test("https://example.com/")

    func test_saveAndLoad_keepFlagsAndCreationOrder() throws {
        let clock = TestClock()
        let jar = CookieJar.testJar(clock: clock)
        jar.set(setCookieHeader: "z=1; Max-Age=3600; HttpOnly; SameSite=Strict; Secure", for: url)
        jar.set(setCookieHeader: "a=1; Max-Age=3600; SameSite=Lax", for: url)
        let store = CookieJarStore(fileURL: fileURL)
        try store.save(jar)
        let loaded = try store.load(configuration: .init(clock: clock.cookieClock))
        XCTAssertEqual(loaded.count, 2)
        XCTAssertEqual(loaded.allCookies(), jar.allCookies())
        XCTAssertEqual(loaded.allCookies().map(\.name), ["z", "a"])
        XCTAssertEqual(loaded.allCookies().first?.httpOnly, true)
        XCTAssertEqual(loaded.allCookies().first?.sameSite, .strict)
    }

    func test_load_dropsCookiesThatExpiredWhileAppWasClosed() throws {
        let clock = TestClock()
        let jar = CookieJar.testJar(clock: clock)
        jar.setCookies(fromHeaderLines: ["short=1; Max-Age=10", "long=1; Max-Age=1000"], for: url)
        let store = CookieJarStore(fileURL: fileURL)
        try store.save(jar)
        clock.advance(100)
        XCTAssertEqual(try store.load(configuration: .init(clock: clock.cookieClock)).allCookies().map(\.name), ["long"])
    }

    func test_sessionCookies_areKeptOnlyUnderKeepPolicy() throws {
        let jar = CookieJar.testJar()
        jar.setCookies(fromHeaderLines: ["session=1", "persistent=1; Max-Age=1000"], for: url)
        let discard = CookieJarStore(fileURL: fileURL, keepsSessionCookies: false)
        try discard.save(jar)
        XCTAssertEqual(try discard.load().allCookies().map(\.name), ["persistent"])
        let keep = CookieJarStore(fileURL: fileURL, keepsSessionCookies: true)
        try keep.save(jar)
        XCTAssertEqual(try keep.load().allCookies().map(\.name), ["session", "persistent"])
    }

    func test_missingFile_givesEmptyJarWithoutError() throws {
        XCTAssertEqual(try CookieJarStore(fileURL: fileURL).load().count, 0)
    }

    func test_corruptFile_throwsATypedError_thatCannotBeMistakenForAnEmptyJar() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{\"version\":1,\"cookies\":[{\"name\":".utf8).write(to: fileURL)
        XCTAssertThrowsError(try CookieJarStore(fileURL: fileURL).load()) { error in
            guard case .corrupt? = error as? CookieJarStore.Failure else { return XCTFail("expected corrupt, got \(error)") }
            XCTAssertEqual((error as? CookieJarStore.Failure)?.code, "cookie-file-corrupt")
        }
    }

    func test_futureFormatVersion_isReportedNotGuessed() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{\"version\":99,\"cookies\":[]}".utf8).write(to: fileURL)
        XCTAssertThrowsError(try CookieJarStore(fileURL: fileURL).load()) { error in
            XCTAssertEqual(error as? CookieJarStore.Failure, .unsupportedVersion(99))
        }
    }

    func test_save_replacesFileAtomically_leavingNoTemporaryFiles() throws {
        let jar = CookieJar.testJar()
        jar.set(setCookieHeader: "a=1; Max-Age=100", for: url)
        let store = CookieJarStore(fileURL: fileURL)
        try store.save(jar)
        jar.set(setCookieHeader: "b=1; Max-Age=100", for: url)
        try store.save(jar)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["cookies.json"])
        XCTAssertEqual(try store.load().count, 2)
    }

    func test_saveIntoUnwritableLocation_throwsWriteFailed() {
        let store = CookieJarStore(fileURL: URL(fileURLWithPath: "/proc/cookies/cookies.json"))
        XCTAssertThrowsError(try store.save(CookieJar.testJar())) { error in
            XCTAssertEqual((error as? CookieJarStore.Failure)?.code, "cookie-file-write-failed")
        }
    }
}
