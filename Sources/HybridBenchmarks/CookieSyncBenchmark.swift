import Foundation
import HybridCore
import HybridCookies
import HybridTestServer
import HybridWebKitGTK
import HybridVocabulary

/// Measures getting native cookies into a new web view before its first
/// request: CookieSync against the seeds' "cookie web view" technique (a user
/// script writing `document.cookie`, then a blank page load), same cookies,
/// fresh engine each, same run. Also how fast a page's cookie reaches the jar.
@MainActor
package struct CookieSyncBenchmark {
    var cookieCount = 1_000
    var runs = 5

    package init(runs: Int) { self.runs = runs }

    package func run(server: TestServer) async throws -> [String: Double] {
        var sync: [Double] = [], webView: [Double] = [], warmUp: [Double] = []
        for run in 1...runs {
            BenchLog.note("cookies: sync vs cookie web view, run \(run)/\(runs)")
            sync.append(try await timeSync(server: server, warmUp: &warmUp))
            webView.append(try await timeCookieWebView(server: server, warmUp: &warmUp))
        }
        let pageToJar = try await timePageToJar(server: server)
        return [
            "sync_cookies": Double(cookieCount),
            "sync_1000_ms": Stats.median(sync),
            "cookie_webview_1000_ms": Stats.median(webView),
            "cookie_webview_per_cookie_ms": Stats.median(webView) / Double(cookieCount),
            "sync_speedup": Stats.median(webView) / Stats.median(sync),
            "network_process_start_ms": Stats.median(warmUp),
            "page_to_jar_p50_ms": Stats.median(pageToJar),
            "page_to_jar_p99_ms": Stats.percentile(pageToJar, 0.99),
        ]
    }

    private func headers() -> [String] {
        (0..<cookieCount).map { "c\($0)=value-\($0); Path=/; Max-Age=3600" }
    }

    /// CookieSync into a new engine, until its store holds them all; then checks the first request.
    private func timeSync(server: TestServer, warmUp: inout [Double]) async throws -> Double {
        let jar = CookieJar(configuration: .init(maxCookiesPerRegistrableDomain: cookieCount))
        jar.setCookies(fromHeaderLines: headers(), for: server.url("/"))
        let engine = try await warmEngine(&warmUp)
        let start = ContinuousClock.now
        let sync = CookieSync(jar: jar, store: engine.cookieStore)
        try await sync.start()
        let elapsed = Self.milliseconds(since: start)
        try await verifyFirstRequest(engine: engine, server: server, sync: sync)
        sync.stop()
        return elapsed
    }

    /// The seeds' technique: a document-start script sets every cookie, then a page of the site loads.
    private func timeCookieWebView(server: TestServer, warmUp: inout [Double]) async throws -> Double {
        let engine = try await warmEngine(&warmUp)
        let start = ContinuousClock.now
        let container = WebContainer(view: engine.makeGTKView())
        defer { container.close() }
        // The peer is a bare web view: without HybridKit's scripts, whose cookie write limit
        // would drop most of the 1,000 writes (the technique the limit exists against).
        try container.engineView.removeAllUserScripts()
        try container.addUserScript(UserScript(source: try CookieWebViewScript.source(for: headers())))
        try await container.load(server.url("/blank"))
        let elapsed = Self.milliseconds(since: start)
        try await verifyFirstRequest(engine: engine, server: server, sync: nil)
        return elapsed
    }

    /// A new engine whose network process is already running, as an app's is once it
    /// started; both techniques begin from there. The start-up is reported on its own.
    private func warmEngine(_ warmUp: inout [Double]) async throws -> GTKEngine {
        let engine = try GTKEngine()
        let start = ContinuousClock.now
        _ = try await engine.cookieStore.allCookies()
        warmUp.append(Self.milliseconds(since: start))
        return engine
    }

    private func verifyFirstRequest(engine: GTKEngine, server: TestServer, sync: CookieSync?) async throws {
        let container = WebContainer(view: engine.makeGTKView())
        defer { container.close() }
        container.configuration.cookieSync = sync
        let marker = UUID().uuidString
        try await container.load(server.url("/echo?verify=\(marker)"))
        let sent = await server.requests(to: "/echo").last { $0.query["verify"] == marker }?.cookieHeader ?? ""
        let count = sent.split(separator: ";").count
        guard count == cookieCount else { throw BenchFailure.failed("first request carried \(count) of \(cookieCount) cookies") }
    }

    /// From the page's `document.cookie` write to the jar's change notification.
    private func timePageToJar(server: TestServer) async throws -> [Double] {
        let engine = try GTKEngine()
        let jar = CookieJar()
        let sync = CookieSync(jar: jar, store: engine.cookieStore)
        try await sync.start()
        let container = WebContainer(view: engine.makeGTKView())
        defer { container.close() }
        try await container.load(server.url("/blank"))
        var samples: [Double] = []
        for index in 0..<30 {
            let start = ContinuousClock.now
            let arrived = AsyncStream<Void>.makeStream()
            let observation = jar.addObserver { change in
                if case .set(let cookie) = change, cookie.name == "p\(index)" { arrived.continuation.yield() }
            }
            _ = try await container.callAsyncJavaScript("document.cookie = name + '=1; path=/'; return true;", arguments: ["name": .string("p\(index)")])
            for await _ in arrived.stream { break }
            samples.append(Self.milliseconds(since: start))
            observation.cancel()
        }
        return samples
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }
}
