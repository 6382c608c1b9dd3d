import Foundation
import HybridCore
import HybridCookies
import XCTest

/// A jar's file, through the API an app uses.
final class CookieJarFileTests: XCTestCase {
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
        try jar.write(to: fileURL)
        let loaded = try CookieJar(contentsOf: fileURL, configuration: .init(clock: clock.cookieClock))
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
        try jar.write(to: fileURL)
        clock.advance(100)
        XCTAssertEqual(try CookieJar(contentsOf: fileURL, configuration: .init(clock: clock.cookieClock)).allCookies().map(\.name), ["long"])
    }

    func test_sessionCookies_areKeptOnlyUnderKeepPolicy() throws {
        let jar = CookieJar.testJar()
        jar.setCookies(fromHeaderLines: ["session=1", "persistent=1; Max-Age=1000"], for: url)
        try jar.write(to: fileURL)
        XCTAssertEqual(try CookieJar(contentsOf: fileURL).allCookies().map(\.name), ["persistent"])
        try jar.write(to: fileURL, keepingSessionCookies: true)
        XCTAssertEqual(try CookieJar(contentsOf: fileURL).allCookies().map(\.name), ["persistent"], "restored only when asked")
        XCTAssertEqual(try CookieJar(contentsOf: fileURL, keepingSessionCookies: true).allCookies().map(\.name), ["session", "persistent"])
    }

    func test_missingFile_givesEmptyJarWithoutError() throws {
        XCTAssertEqual(try CookieJar(contentsOf: fileURL).count, 0)
    }

    func test_corruptFile_throwsATypedError_thatCannotBeMistakenForAnEmptyJar() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{\"version\":1,\"cookies\":[{\"name\":".utf8).write(to: fileURL)
        XCTAssertThrowsError(try CookieJar(contentsOf: fileURL)) { error in
            guard case .corrupt? = error as? CookieJar.FileError else { return XCTFail("expected corrupt, got \(error)") }
            XCTAssertEqual((error as? CookieJar.FileError)?.code, "cookie-file-corrupt")
        }
    }

    func test_futureFormatVersion_isReportedNotGuessed() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{\"version\":99,\"cookies\":[]}".utf8).write(to: fileURL)
        XCTAssertThrowsError(try CookieJar(contentsOf: fileURL)) { error in
            XCTAssertEqual(error as? CookieJar.FileError, .unsupportedVersion(99))
        }
    }

    func test_save_replacesFileAtomically_leavingNoTemporaryFiles() throws {
        let jar = CookieJar.testJar()
        jar.set(setCookieHeader: "a=1; Max-Age=100", for: url)
        try jar.write(to: fileURL)
        jar.set(setCookieHeader: "b=1; Max-Age=100", for: url)
        try jar.write(to: fileURL)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["cookies.json"])
        XCTAssertEqual(try CookieJar(contentsOf: fileURL).count, 2)
    }

    func test_saveIntoUnwritableLocation_throwsWriteFailed() {
        XCTAssertThrowsError(try CookieJar.testJar().write(to: URL(fileURLWithPath: "/proc/cookies/cookies.json"))) { error in
            XCTAssertEqual((error as? CookieJar.FileError)?.code, "cookie-file-write-failed")
        }
    }
}
