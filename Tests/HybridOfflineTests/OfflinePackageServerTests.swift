import Foundation
import HybridCore
import HybridSchemes
@testable import HybridOffline
import XCTest

final class OfflinePackageServerTests: XCTestCase {
    private func installed(_ version: String = "1") throws -> (PackageStore, InstalledVersion) {
        let store = try TestPackages.store()
        return (store, try PackageInstaller(store: store).install(try TestPackages.build(version)).installed)
    }

    private func get(_ server: OfflinePackageServer, _ path: String, _ headers: [String: String] = [:]) async throws -> (URLSchemeResponse, Data) {
        // Asked by the app's own page, as the engine reports it: any other document is refused (AppDocumentGate).
        let response = await server.response(for: URLSchemeRequest(url: URL(string: "app://bundle" + path)!, headers: headers,
                                                                   pageURL: URL(string: "app://bundle/index.html")))
        var body = Data()
        for try await chunk in response.body.chunks() { body.append(chunk) }
        return (response, body)
    }

    func test_packageFile_isServedWithTypeETagAndRanges() async throws {
        let (_, version) = try installed()
        let server = OfflinePackageServer()
        server.activeVersion = version
        let (page, html) = try await get(server, "/")
        XCTAssertEqual(page.status, 200)
        XCTAssertEqual(page.headers["Content-Type"], "text/html; charset=utf-8")
        XCTAssertEqual(html, TestPackages.site("1")["index.html"])
        let blob = TestPackages.site("1")["data/blob.bin"]!
        let (part, bytes) = try await get(server, "/data/blob.bin", ["Range": "bytes=100-199"])
        XCTAssertEqual(part.status, 206)
        XCTAssertEqual(bytes, blob.subdata(in: 100..<200))
        XCTAssertEqual(part.headers["ETag"], "\"\(PackageDigest.sha256Hex(blob))\"")
    }

    func test_tamperedFile_isNeverServed_evenAfterItWasServedOnce() async throws {
        let (_, version) = try installed()
        let tampered = TamperLog()
        let server = OfflinePackageServer(onTamper: { tampered.add($0) })
        server.activeVersion = version
        let (first, _) = try await get(server, "/css/app.css")
        XCTAssertEqual(first.status, 200)
        let file = version.fileURL("css/app.css")
        let original = try Data(contentsOf: file)
        try Data(original.map { $0 == UInt8(ascii: "r") ? UInt8(ascii: "R") : $0 }).write(to: file)  // same size, other bytes
        for headers in [[:], ["Range": "bytes=0-3"]] {
            let (answer, body) = try await get(server, "/css/app.css", headers)
            XCTAssertEqual(answer.status, 500)
            XCTAssertEqual(body.count, 0)
            XCTAssertEqual(answer.headers["X-HybridKit-Error"], "hash_mismatch")
        }
        XCTAssertEqual(tampered.paths, ["css/app.css", "css/app.css"])
        try original.write(to: file)
        let (restored, body) = try await get(server, "/css/app.css")
        XCTAssertEqual(restored.status, 200)
        XCTAssertEqual(body, original)
    }

    func test_missingPath_goesToNetworkOnlyWhereTheRuleAllows() throws {
        let fallback = try NetworkFallback(baseURL: URL(string: "https://m.example.com/base/")!, pathPrefixes: ["/api/"])
        let api = URLSchemeRequest(url: URL(string: "app://bundle/api/items?page=2")!)
        XCTAssertEqual(fallback.url(for: api)?.absoluteString, "https://m.example.com/base/api/items?page=2")
        XCTAssertNil(fallback.url(for: URLSchemeRequest(url: URL(string: "app://bundle/secret.txt")!)))
    }

    func test_missingPathWithoutFallback_is404_andForeignOriginIs403() async throws {
        let (_, version) = try installed()
        let server = OfflinePackageServer(cors: CORSPolicy(allowedOrigins: ["http://127.0.0.1:9"]))
        server.activeVersion = version
        let (missing, _) = try await get(server, "/nope.js")
        XCTAssertEqual(missing.status, 404)
        let (foreign, body) = try await get(server, "/index.html", ["Origin": "http://127.0.0.2:9"])
        XCTAssertEqual(foreign.status, 403)
        XCTAssertFalse(body.contains(Data("<title>".utf8)))
        let (allowed, _) = try await get(server, "/index.html", ["Origin": "http://127.0.0.1:9"])
        XCTAssertEqual(allowed.headers["Access-Control-Allow-Origin"], "http://127.0.0.1:9")
    }
}

/// Paths the server reported as tampered, collected from its callback.
final class TamperLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    func add(_ path: String) { lock.withLock { recorded.append(path) } }
    var paths: [String] { lock.withLock { recorded } }
}
