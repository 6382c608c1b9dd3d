import Foundation
import XCTest

/// Locates the cookie conformance suites committed with the tests:
/// `Tests/Fixtures/cookie-suites` (see its PROVENANCE.md).
enum CookieSuites {
    struct MissingSuite: Error, CustomStringConvertible {
        let path: String
        var description: String { "cookie conformance suites not found at \(path); they are committed under Tests/Fixtures/cookie-suites" }
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `COOKIE_SUITES_DIR` overrides the location, for checkouts laid out differently.
    static var suitesRoot: URL {
        if let override = ProcessInfo.processInfo.environment["COOKIE_SUITES_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return repositoryRoot.appendingPathComponent("Tests/Fixtures/cookie-suites")
    }

    /// A file or folder inside the suites; fails the calling test loudly when it is missing.
    static func url(_ relativePath: String, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let url = suitesRoot.appendingPathComponent(relativePath).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path) else {
            XCTFail("missing \(url.path)", file: file, line: line)
            throw MissingSuite(path: url.path)
        }
        return url
    }

    /// A file committed next to these tests.
    static func testResource(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name)
    }
}
