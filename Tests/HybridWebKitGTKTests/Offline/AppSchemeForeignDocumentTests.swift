import Foundation
import HybridCore
@testable import HybridOffline
import HybridSchemes
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

/// Red team: a web page must not read an offline app's files. An `https` page's classic
/// `<script src="app://mail/config.js">` (no `Origin`) would run mail's script in the page's own
/// realm, where every global it sets can be read; its `<iframe src="app://mail/pay.html">` would show
/// mail's page over its own. Only mail's own pages, and the origins its host names, are answered; and
/// no other origin may frame mail's pages, a named one included.
final class AppSchemeForeignDocumentTests: XCTestCase {
    /// Records the status and error code of each answer, then answers as the apps' own handler does.
    private final class Recorder: URLSchemeHandler, @unchecked Sendable {
        let inner: AppSchemeRouter
        private let lock = NSLock()
        private var seen: [String: (Int, String?)] = [:]
        init(_ inner: AppSchemeRouter) { self.inner = inner }
        func answer(_ path: String) -> (Int, String?)? { lock.withLock { seen[path] } }
        func forget() { lock.withLock { seen = [:] } }
        func response(for request: URLSchemeRequest) async -> URLSchemeResponse {
            let response = await inner.response(for: request)
            lock.withLock { seen[request.url.path] = (response.status, response.headers["X-HybridKit-Error"]) }
            return response
        }
    }

    private static func site() -> [String: Data] {
        OfflineFixture.site("1.0.0").merging([
            "config.js": Data("window.leaked = 'the secret of mail';".utf8),
            "pay.html": Data("<title>pay</title><script>window.top.postMessage('pay shown at ' + location.origin, '*')</script>".utf8),
            "data.json": Data(#"{"of":"mail"}"#.utf8),
        ]) { $1 }
    }

    /// Runs `<script src=url>` in `page`: what it set, or `refused`.
    @MainActor private static func script(_ url: String, in page: WebContainer) async throws -> String? {
        try await page.callAsyncJavaScript("""
            window.leaked = undefined;
            return await new Promise(done => { const s = document.createElement('script'); s.src = url;
              s.onload = () => done('ran: ' + window.leaked); s.onerror = () => done('refused'); document.head.append(s); })
            """, arguments: ["url": .string(url)]).stringValue
    }

    /// Frames `url` in `page`: the framed page's message, or `not shown` once the frame has loaded without one.
    @MainActor private static func frame(_ url: String, in page: WebContainer) async throws -> String? {
        try await page.callAsyncJavaScript("""
            return await new Promise(done => {
              addEventListener('message', e => done(String(e.data)));
              const f = document.createElement('iframe'); f.src = url;
              f.onload = () => setTimeout(() => done('not shown'), 300); document.body.append(f); })
            """, arguments: ["url": .string(url)]).stringValue
    }

    func test_anHTTPSPage_cannotRunAnAppsScript_norFrameItsPage_whileTheAppAndANamedOriginStillCan() throws {
        let ring = try FeedKeyRing.generate()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hk-apps-foreign-\(UUID().uuidString)")
        let feed = work.appendingPathComponent("feed")
        let mail = "mail-\(String(UInt32.random(in: 0...UInt32.max), radix: 36))"
        try FeedPublisher.publish(folder: try SchemeFixture.folder(Self.site()), version: "1.0.0", app: mail, capabilities: ["ui"],
                                  channel: "stable", keys: ring.keys, roots: [ring.root], feed: OfflineApps.feed(feed, for: mail))
        try EngineHarness.run(limit: .seconds(120)) { _, server in
            await server.serveFeed(folder: feed, at: "/feed/")
            await server.route("/named.html") { _ in .text("<title>named</title>", type: "text/html") }
            let named = server.origin.absoluteString.hasSuffix("/") ? String(server.origin.absoluteString.dropLast()) : server.origin.absoluteString
            let apps = OfflineApps(folder: work.appendingPathComponent("apps"))
            try apps.add(mail, trust: ring.trust, cors: CORSPolicy(allowedOrigins: [named])).bootDeadline = .seconds(3)
            let engine = try GTKEngine()
            let recorder = Recorder(apps.router)
            try engine.registerURLScheme(OfflineAppID.scheme, handler: recorder)
            _ = try await apps.updater(for: mail, feed: server.url("/feed/"), channel: "stable", deviceID: "device-1", appVersion: "5.2.0",
                                       policy: UpdatePolicy(checkAt: [], install: .now)).checkNow()
            let own = try WebContainer(engine: engine), evil = try WebContainer(engine: engine), hosted = try WebContainer(engine: engine)
            defer { own.close(); evil.close(); hosted.close() }
            _ = try await apps.open(mail, in: own)
            _ = try await evil.loadHTML("<title>evil</title><body></body>", baseURL: URL(string: "https://evil.example/")!)
            _ = try await hosted.load(server.url("/named.html"))

            // An https page: mail's script is answered 403 and never runs; mail's page is not shown in its frame.
            let stolen = try await Self.script("app://\(mail)/config.js", in: evil)
            XCTAssertEqual(stolen, "refused", "an https page ran mail's script and read its globals")
            XCTAssertEqual(recorder.answer("/config.js")?.0, 403)
            XCTAssertEqual(recorder.answer("/config.js")?.1, "foreign_document")
            let framed = try await Self.frame("app://\(mail)/pay.html", in: evil)
            XCTAssertEqual(framed, "not shown", "mail's page was shown in an https page's frame")
            XCTAssertEqual(recorder.answer("/pay.html")?.0, 403)

            // Mail's own page still runs its script and frames its own page.
            recorder.forget()
            let ownScript = try await Self.script("/config.js", in: own), ownFrame = try await Self.frame("/pay.html", in: own)
            XCTAssertEqual(ownScript, "ran: the secret of mail")
            XCTAssertEqual(ownFrame, "pay shown at app://\(mail)")

            // The origin the host names reads mail's data and loads its script, but cannot frame mail's page.
            let read = try await hosted.callAsyncJavaScript("return await (await fetch(url)).text()", arguments: ["url": .string("app://\(mail)/data.json")])
            XCTAssertEqual(read.stringValue, #"{"of":"mail"}"#)
            let hostedScript = try await Self.script("app://\(mail)/config.js", in: hosted)
            XCTAssertEqual(hostedScript, "ran: the secret of mail")
            recorder.forget()
            let hostedFrame = try await Self.frame("app://\(mail)/pay.html", in: hosted)
            XCTAssertEqual(hostedFrame, "not shown", "a named origin framed mail's page")
            XCTAssertEqual(recorder.answer("/pay.html")?.0, 403)
            XCTAssertEqual(recorder.answer("/pay.html")?.1, "foreign_frame")

            // A page that navigates its own top frame to mail's page becomes mail's page: that is mail's document, not the page's.
            _ = try await evil.load(URL(string: "app://\(mail)/index.html")!)
            let became = try await evil.callAsyncJavaScript("return location.origin + ' ' + document.title")
            XCTAssertEqual(became.stringValue, "app://\(mail) v1.0.0")
        }
    }
}
