import Foundation
import HybridCore
@testable import HybridOffline
import HybridSchemes
import HybridTestServer
import Testing

/// Red team: whoever controls the network path must not run code as an app. The fallback answers a
/// path the package lacks, under the app's own origin; it fetches only `https`, follows no redirect
/// to another origin, and answers with data only: HTML, script, style, SVG, XML or wasm is refused
/// (by its `Content-Type` and by the path's extension) unless its bytes are a file the served
/// version's signed manifest lists. The loopback server here stands in for the network
/// (``NetworkFallback/init(testingLoopback:pathPrefixes:timeout:)``).
@MainActor
struct NetworkFallbackCodeTests {
    /// App shop's server, its fallback on `network` for every missing path, and its installed version.
    static func shop(_ network: TestServer) throws -> (OfflinePackageServer, InstalledVersion) {
        let store = try TestPackages.store()
        let version = try PackageInstaller(store: store).install(try TestPackages.build("1.0.0")).installed
        let server = OfflinePackageServer(host: "shop", fallback: try NetworkFallback(testingLoopback: network.origin))
        server.activeVersion = version
        return (server, version)
    }

    /// `path` asked by shop's own page, the body read whole.
    static func get(_ server: OfflinePackageServer, _ path: String) async throws -> (URLSchemeResponse, String) {
        let request = URLSchemeRequest(url: try #require(URL(string: "app://shop" + path)), pageURL: URL(string: "app://shop/index.html"))
        let response = await server.response(for: request)
        var body = Data()
        for try await chunk in response.body.chunks() { body.append(chunk) }
        return (response, String(decoding: body, as: UTF8.self))
    }

    @Test func anHTTPBase_isRefusedAtInit_withASentence_loopbackIncluded() throws {
        for base in ["http://m.example.com/", "http://127.0.0.1:8080/", "HTTP://m.example.com/api/"] {
            #expect {
                try NetworkFallback(baseURL: try #require(URL(string: base)))
            } throws: { error in
                guard let error = error as? OfflinePackageError, error.code == "invalid_fallback" else { return false }
                return error.message.contains("is http: whoever is on the network path could answer the app's requests as the app")
            }
        }
        #expect(throws: OfflinePackageError.self) { try NetworkFallback(testingLoopback: try #require(URL(string: "http://m.example.com/"))) }
        #expect(throws: Never.self) { try NetworkFallback(baseURL: try #require(URL(string: "https://m.example.com/"))) }
    }

    @Test func aFallbackAnsweringHTML_forAnAppsPath_isRefused() async throws {
        let network = try await TestServer.start()
        defer { Task { await network.stop() } }
        await network.route("/x.html") { _ in .html("<script>hybrid.call('share.share', 'from the network')</script>") }
        let (server, _) = try Self.shop(network)
        let (answer, body) = try await Self.get(server, "/x.html")
        #expect(answer.status == 502)
        #expect(answer.headers["X-HybridKit-Error"] == "fallback_executable")
        #expect(body == "the network answered /x.html with text/html; charset=utf-8, which a browser may run as app shop's own code; "
            + "the network fallback serves only data, or code whose bytes the app's signed manifest lists")
        #expect(await network.requests(to: "/x.html").count == 1)
    }

    @Test(arguments: [
        ("/api/page", "text/html"), ("/api/page", "application/xhtml+xml"), ("/api/s", "text/javascript"),
        ("/api/s", "application/javascript; charset=utf-8"), ("/api/s", "text/css"), ("/api/i", "image/svg+xml"),
        ("/api/w", "application/wasm"), ("/api/x", "text/xml"), ("/api/x", "application/rss+xml"), ("/api/x", "multipart/x-mixed-replace"),
        ("/api/x", "text/html, text/plain"), ("/api/app.js", "text/plain"), ("/api/app.mjs", "application/json"),
        ("/api/look.css", "application/octet-stream"), ("/api/pic.svg", "image/png"), ("/api/page.htm", "text/plain"),
        ("/api/mod.wasm", "application/octet-stream"), ("/api/feed.xml", "application/json"), ("/api/PAGE.HTML", "text/plain"),
    ])
    func codeByTypeOrByExtension_isRefused(_ path: String, _ type: String) async throws {
        let network = try await TestServer.start()
        defer { Task { await network.stop() } }
        await network.route(path) { _ in .text("alert(document.domain)", type: type) }
        let (server, _) = try Self.shop(network)
        let (answer, body) = try await Self.get(server, path)
        #expect(answer.status == 502, "\(path) as \(type)")
        #expect(answer.headers["X-HybridKit-Error"] == "fallback_executable")
        #expect(!body.contains("alert"))
    }

    @Test func data_isServed_asData_withNosniff_andSandboxedIfOpenedAsAPage() async throws {
        let network = try await TestServer.start()
        defer { Task { await network.stop() } }
        await network.route("/api/items") { _ in .text(#"{"items":[]}"#, type: "application/json") }
        await network.route("/api/pic.png") { _ in .text("png bytes", type: "image/png") }
        await network.route("/api/untyped") { _ in TestResponse(body: Data("bytes".utf8)) }
        let (server, _) = try Self.shop(network)
        for (path, type) in [("/api/items", "application/json"), ("/api/pic.png", "image/png"), ("/api/untyped", "application/octet-stream")] {
            let (answer, _) = try await Self.get(server, path)
            #expect(answer.status == 200, "\(path)")
            #expect(answer.headers["Content-Type"] == type, "\(path)")
            #expect(answer.headers["X-Content-Type-Options"] == "nosniff", "\(path)")
            #expect(answer.headers["Content-Security-Policy"] == "sandbox; frame-ancestors 'self'", "\(path)")
        }
    }

    @Test func code_whoseBytesTheSignedManifestLists_isServed() async throws {
        let network = try await TestServer.start()
        defer { Task { await network.stop() } }
        let signed = try #require(TestPackages.site("1.0.0")["css/app.css"])
        await network.route("/cdn/app.css") { _ in TestResponse(headers: [("Content-Type", "text/css")], body: signed) }
        await network.route("/cdn/other.css") { _ in TestResponse(headers: [("Content-Type", "text/css")], body: signed + Data(" ".utf8)) }
        let (server, version) = try Self.shop(network)
        #expect(version.manifest.files.contains { $0.sha256 == PackageDigest.sha256Hex(signed) })
        let (listed, body) = try await Self.get(server, "/cdn/app.css")
        #expect(listed.status == 200)
        #expect(body == String(decoding: signed, as: UTF8.self))
        #expect(listed.headers["X-Content-Type-Options"] == "nosniff")
        let (unlisted, _) = try await Self.get(server, "/cdn/other.css")
        #expect(unlisted.status == 502)
        #expect(unlisted.headers["X-HybridKit-Error"] == "fallback_executable")
    }

    @Test func aRedirectToAnotherHost_isNotFollowed_butOneWithinTheOrigin_is() async throws {
        let network = try await TestServer.start()
        defer { Task { await network.stop() } }
        let elsewhere = network.secondOrigin.appendingPathComponent("api/secret").absoluteString
        await network.route("/api/away") { _ in .redirect(to: elsewhere) }
        await network.route("/api/secret") { _ in .text(#"{"secret":true}"#, type: "application/json") }
        await network.route("/api/moved") { _ in .redirect(to: "/api/items") }
        await network.route("/api/items") { _ in .text(#"{"items":[]}"#, type: "application/json") }
        let (server, _) = try Self.shop(network)
        let (away, body) = try await Self.get(server, "/api/away")
        #expect(away.status == 502)
        #expect(away.headers["X-HybridKit-Error"] == "fallback_redirect")
        #expect(body.contains("does not follow it"))
        let reachedElsewhere = await network.requests.filter { $0.origin.hasPrefix(network.secondOrigin.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))) }
        #expect(reachedElsewhere.isEmpty, "the redirect to another host was followed: \(reachedElsewhere.map(\.path))")
        let (moved, items) = try await Self.get(server, "/api/moved")
        #expect(moved.status == 200)
        #expect(items == #"{"items":[]}"#)
    }
}
