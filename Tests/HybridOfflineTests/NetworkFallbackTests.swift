import Foundation
import HybridCore
import HybridSchemes
import HybridOffline
import HybridTestServer
import XCTest

/// The fallback against a loopback server standing in for the network: only
/// canonical paths under an allowed prefix go out, exactly as they were checked.
final class NetworkFallbackTests: XCTestCase {
    private var network: TestServer!

    override func setUp() async throws {
        network = try await TestServer.start()
        await network.route("/outside-api-secret") { _ in .text("outside-api-secret body") }
        await network.route("/api/items") { _ in .text("items") }
        await network.route("/api") { _ in .text("api root") }
    }

    override func tearDown() async throws {
        await network.stop()
    }

    private func server(prefixes: [String] = ["/api/"]) throws -> OfflinePackageServer {
        let store = try TestPackages.store()
        let version = try PackageInstaller(store: store).install(try TestPackages.build("1.0.0")).installed
        let server = OfflinePackageServer(fallback: try NetworkFallback(testingLoopback: network.origin, pathPrefixes: prefixes))
        server.activeVersion = version
        return server
    }

    func test_encodedDotDotInFallbackPath_isRefusedWithoutNetworkRequest() async throws {
        let server = try server()
        let attacks = [
            "/api/..%2foutside-api-secret", "/api/..%2Foutside-api-secret", "/api/%2e%2e%2foutside-api-secret",
            "/api/%2E%2E%2Foutside-api-secret", "/api/%2e%2e/outside-api-secret", "/api/.%2e/outside-api-secret",
            "/api/..%5coutside-api-secret", "/api/%252e%252e%252foutside-api-secret", "/api/..;/outside-api-secret",
            "/api/x%00/..%2f..%2foutside-api-secret", "/api//..%2foutside-api-secret", "/api/%ff%fe/..%2foutside-api-secret",
            "/api/items%2f..%2f..%2foutside-api-secret?x=1", "/api/...%2foutside-api-secret",
        ]
        for attack in attacks {
            let (answer, body) = try await SchemeRequests.get(server, attack)
            XCTAssertEqual(answer.status, 400, attack)
            XCTAssertEqual(answer.headers["X-HybridKit-Error"], "unsafe_path", attack)
            XCTAssertFalse(String(decoding: body, as: UTF8.self).contains("outside-api-secret body"), attack)
        }
        let sent = await network.requests
        XCTAssertEqual(sent.map(\.path), [], "refused paths must never reach the network")
    }

    func test_pathsBesideThePrefix_stayLocal_andAllowedOnesGoOutAsChecked() async throws {
        let server = try server(prefixes: ["/api/"])
        for local in ["/api", "/apix/items", "/API/items", "/outside-api-secret"] {
            let (answer, _) = try await SchemeRequests.get(server, local)
            XCTAssertEqual(answer.status, 404, local)
        }
        let localSent = await network.requests
        XCTAssertEqual(localSent.map(\.path), [])
        let (api, body) = try await SchemeRequests.get(server, "/api/items?x=1#fragment")
        XCTAssertEqual(api.status, 200)
        XCTAssertEqual(String(decoding: body, as: UTF8.self), "items")
        let forwarded = await network.requests
        XCTAssertEqual(forwarded.map(\.path), ["/api/items"])
        XCTAssertEqual(forwarded.first?.query["x"], "1")
    }

    func test_prefixWithoutTrailingSlash_coversItselfAndBelow_butNotALongerName() async throws {
        let server = try server(prefixes: ["/api"])
        let (apix, _) = try await SchemeRequests.get(server, "/apix")
        XCTAssertEqual(apix.status, 404)
        let (api, body) = try await SchemeRequests.get(server, "/api")
        XCTAssertEqual(api.status, 200)
        XCTAssertEqual(String(decoding: body, as: UTF8.self), "api root")
        let sent = await network.requests
        XCTAssertEqual(sent.map(\.path), ["/api"])
    }

    func test_packageFileLookup_usesTheSameCanonicalPath() async throws {
        let server = try server()
        let (css, _) = try await SchemeRequests.get(server, "/css/%61pp.css")  // %61 is "a"
        XCTAssertEqual(css.status, 200)
        let (sneaky, _) = try await SchemeRequests.get(server, "/data/..%2fcss/app.css")
        XCTAssertEqual(sneaky.status, 400)
        XCTAssertEqual(sneaky.headers["X-HybridKit-Error"], "unsafe_path")
    }

    func test_forwardedURL_isTheCheckedPathReEncodedOneWay() throws {
        let fallback = try NetworkFallback(baseURL: URL(string: "https://m.example.com/base/")!, pathPrefixes: ["/api/"])
        let request = URLSchemeRequest(url: URL(string: "app://bundle/api/a%20b/%c3%a9/%7e?q=%2f#frag")!)
        XCTAssertEqual(fallback.url(for: request)?.absoluteString, "https://m.example.com/base/api/a%20b/%C3%A9/~?q=%2f")
    }

    func test_prefixesAndBaseURLsThatAreNotCanonical_areRefusedAtInit() throws {
        let origin = URL(string: "https://m.example.com/")!
        for prefix in ["api/", "", "/api/../", "/api//", "/api/%2e", "/api/%2f", "/a;b/", "/a\\b/", "/./", "/api\u{0}/"] {
            XCTAssertThrowsError(try NetworkFallback(baseURL: origin, pathPrefixes: [prefix]), prefix) {
                XCTAssertEqual(($0 as? OfflinePackageError)?.code, "invalid_fallback", prefix)
            }
        }
        for base in ["ftp://m.example.com/", "https://m.example.com/?q=1", "https://m.example.com/a/..%2f/", "file:///tmp/"] {
            XCTAssertThrowsError(try NetworkFallback(baseURL: URL(string: base)!), base) {
                XCTAssertEqual(($0 as? OfflinePackageError)?.code, "invalid_fallback", base)
            }
        }
        for prefix in ["/", "/api", "/api/", "/v1/api/", "/caf\u{e9}/"] {
            XCTAssertNoThrow(try NetworkFallback(baseURL: origin, pathPrefixes: [prefix]), prefix)
        }
    }
}
