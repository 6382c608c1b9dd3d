import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridTestServer
import XCTest

/// Serving a developer's folder: what is served, and that nothing outside the
/// folder ever is. Paths are given as FlyingFox hands them to routes: percent-decoded.
final class FolderRouteTests: XCTestCase {
    private var base: URL!
    private var site: URL!

    override func setUpWithError() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("folder-route-\(UUID().uuidString)")
        site = base.appendingPathComponent("site")
        let files = FileManager.default
        try files.createDirectory(at: site.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try files.createDirectory(at: site.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try Data("<p>home</p>".utf8).write(to: site.appendingPathComponent("index.html"))
        try Data("let x = 1".utf8).write(to: site.appendingPathComponent("sub/app.mjs"))
        try Data("secret".utf8).write(to: base.appendingPathComponent("secret.txt"))
        try files.createSymbolicLink(at: site.appendingPathComponent("escape"), withDestinationURL: base)
        try files.createSymbolicLink(at: site.appendingPathComponent("alias.html"), withDestinationURL: site.appendingPathComponent("index.html"))
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(at: base) }

    private func real(_ url: URL) -> URL { url.resolvingSymlinksInPath() }

    func test_dotDotSegments_areRefused_inEveryPlaceAndSpelling() {
        let route = FolderRoute(folder: site)
        for path in ["/..", "/../secret.txt", "/sub/../../secret.txt", "/sub/..", "/../site/index.html", "/..//secret.txt", "/./../secret.txt"] {
            XCTAssertEqual(route.resolve(path), .forbidden, path)
        }
    }

    func test_symlinkLeadingOutOfTheFolder_isRefused_butOneInsideIsServed() {
        let route = FolderRoute(folder: site)
        XCTAssertEqual(route.resolve("/escape/secret.txt"), .forbidden)
        XCTAssertEqual(route.resolve("/alias.html"), .file(real(site.appendingPathComponent("index.html"))))
    }

    func test_directory_servesItsIndex_redirectsWithoutSlash_andMissingIs404() {
        let route = FolderRoute(folder: site)
        XCTAssertEqual(route.resolve("/"), .file(real(site.appendingPathComponent("index.html"))))
        XCTAssertEqual(route.resolve("/sub"), .redirect("/sub/"))
        XCTAssertEqual(route.resolve("/sub/"), .notFound, "no index.html and no listing")
        XCTAssertEqual(route.resolve("/nothing.js"), .notFound)
        XCTAssertEqual(route.resolve("/sub/app.mjs"), .file(real(site.appendingPathComponent("sub/app.mjs"))))
    }

    func test_folderMountedUnderAPrefix_onlyAnswersBelowIt() {
        let route = FolderRoute(folder: site, at: "/app/")
        XCTAssertFalse(route.matches("/application"))
        XCTAssertEqual(route.resolve("/app"), .redirect("/app/"))
        XCTAssertEqual(route.resolve("/app/sub/app.mjs"), .file(real(site.appendingPathComponent("sub/app.mjs"))))
        XCTAssertEqual(route.resolve("/app/../secret.txt"), .forbidden)
    }

    /// Through the real server: encoded dots and slashes never reach outside the folder.
    func test_server_servesFolderWithContentTypes_andNeverTheFileBesideIt() async throws {
        let server = try await TestServer.start()
        await server.serve(folder: site)
        defer { Task { await server.stop() } }
        let (module, moduleResponse) = try await fetch(server.url("/sub/app.mjs"))
        XCTAssertEqual(moduleResponse.statusCode, 200)
        XCTAssertEqual(moduleResponse.value(forHTTPHeaderField: "Content-Type"), "text/javascript; charset=utf-8")
        XCTAssertEqual(String(decoding: module, as: UTF8.self), "let x = 1")
        for path in ["/%2e%2e/secret.txt", "/sub/..%2f..%2fsecret.txt", "/%2E%2E%2Fsecret.txt", "/escape/secret.txt"] {
            let (body, response) = try await fetch(URL(string: server.origin.absoluteString + path)!)
            XCTAssertNotEqual(response.statusCode, 200, path)
            XCTAssertFalse(String(decoding: body, as: UTF8.self).contains("secret"), path)
        }
    }

    private func fetch(_ url: URL) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await URLSession.shared.data(from: url)
        return (data, try XCTUnwrap(response as? HTTPURLResponse))
    }
}
