import Foundation
import HybridCore
import HybridOffline
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

/// Two offline apps by id in WebKitGTK, each from its own feed on the loopback server: each
/// boots at its own `app://<id>/`, neither can fetch the other's files or read its
/// `localStorage`, each may call only what its signed manifest grants (one may share, the
/// other is refused `share.share`), and one is updated and rolled back while the other stays.
final class OfflineAppsIsolationTests: XCTestCase {
    private static func site(_ id: String, _ version: String, confirms: Bool = true) -> [String: Data] {
        OfflineFixture.site(version, confirms: confirms).merging(["secret.json": Data(#"{"app":"\#(id)"}"#.utf8)]) { $1 }
    }

    func test_twoApps_bootAtTheirOwnOrigins_areIsolated_getTheirOwnCapabilities_andRollBackIndependently() throws {
        let ring = try FeedKeyRing.generate()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hk-apps-\(UUID().uuidString)")
        let feed = work.appendingPathComponent("feed")
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let (a, b) = ("shop-\(suffix)", "mail-\(suffix)")
        func publish(_ id: String, _ version: String, _ capabilities: [String], confirms: Bool = true) throws {
            try FeedPublisher.publish(folder: try SchemeFixture.folder(Self.site(id, version, confirms: confirms)), version: version,
                                      app: id, capabilities: capabilities, channel: "stable", keys: ring.keys, roots: [ring.root],
                                      feed: OfflineApps.feed(feed, for: id))
        }
        try publish(a, "1.0.0", ["ui"])
        try publish(b, "1.0.0", ["ui", "share.share"])
        try EngineHarness.run(limit: .seconds(120)) { _, server in
            await server.serveFeed(folder: feed, at: "/feed/")
            let apps = OfflineApps(folder: work.appendingPathComponent("apps"))
            for id in [a, b] { try apps.add(id, trust: ring.trust, allowing: ["ui", "share.share"]).bootDeadline = .seconds(3) }
            let engine = try GTKEngine()
            try apps.register(on: engine)
            @MainActor func updater(_ id: String) throws -> PackageUpdater {
                try apps.updater(for: id, feed: server.url("/feed/"), channel: "stable", deviceID: "device-1", appVersion: "5.2.0",
                                 policy: UpdatePolicy(checkAt: [], install: .now))
            }
            for id in [a, b] { try await updater(id).checkNow() }
            let pageA = try WebContainer(engine: engine), pageB = try WebContainer(engine: engine)
            defer { pageA.close(); pageB.close() }
            var shared: [String] = []
            for page in [pageA, pageB] {
                page.bridge.register("share.share") { (text: String, context: BridgeCallContext) in
                    shared.append("\(context.source.origin) \(text)")
                    return true
                }
            }
            // Each boots its own first version at its own origin, and confirms it.
            let bootedA = try await apps.open(a, in: pageA)
            let bootedB = try await apps.open(b, in: pageB)
            XCTAssertEqual(bootedA, .confirmed(version: "1.0.0"))
            XCTAssertEqual(bootedB, .confirmed(version: "1.0.0"))
            XCTAssertEqual(pageA.url?.host, a)
            XCTAssertEqual(pageB.url?.host, b)

            // Files: each reads its own; a's page cannot fetch b's.
            let own = try await pageA.callAsyncJavaScript("return (await (await fetch('/secret.json')).json()).app")
            XCTAssertEqual(own.stringValue, a)
            let foreign = try await pageA.callAsyncJavaScript("""
                try { const r = await fetch(url); return 'read ' + r.status + ' ' + await r.text(); } catch (e) { return 'failed: ' + e.name; }
                """, arguments: ["url": .string("app://\(b)/secret.json")])
            XCTAssertEqual(foreign.stringValue?.hasPrefix("failed"), true, "\(foreign)")
            // Nor by spelling b's host another way: uppercase or percent-encoded hosts are not app ids.
            for trick in ["app://\(b.uppercased())/secret.json", "app://%6d\(b.dropFirst())/secret.json", "app://\(a)/../\(b)/secret.json"] {
                let tricked = try await pageA.callAsyncJavaScript(
                    "try { const r = await fetch(url); return 'read ' + r.status + ' ' + await r.text(); } catch (e) { return 'failed: ' + e.name; }",
                    arguments: ["url": .string(trick)])
                XCTAssertFalse(tricked.stringValue?.contains(#""app":"\#(b)""#) ?? true, "\(trick): \(tricked)")
                print("apps-probe \(trick): \(tricked.stringValue ?? "?")")
            }
            // Storage: each origin its own localStorage.
            _ = try await pageA.callAsyncJavaScript("localStorage.setItem('token', 'a-secret'); return true")
            let seenByB = try await pageB.callAsyncJavaScript("return localStorage.getItem('token')")
            XCTAssertEqual(seenByB, .null)
            let kept = try await pageA.callAsyncJavaScript("return localStorage.getItem('token')")
            XCTAssertEqual(kept.stringValue, "a-secret")

            // Capabilities: a's manifest omits share, b's grants share.share.
            let call = "try { return 'ok ' + await hybrid.call('share.share', 'hi'); } catch (e) { return e.code + ': ' + e.message; }"
            let refused = try await pageA.callAsyncJavaScript(call).stringValue ?? ""
            XCTAssertTrue(refused.hasPrefix("capability_not_granted: share.share is not among the capabilities"), refused)
            let allowed = try await pageB.callAsyncJavaScript(call)
            XCTAssertEqual(allowed.stringValue, "ok true")
            XCTAssertEqual(shared, ["app://\(b) hi"], "a's call never reached the handler")

            // a's next version fails its boot and is rolled back; b keeps its version, confirmed.
            try publish(a, "1.1.0", ["ui"], confirms: false)
            try await updater(a).checkNow()
            XCTAssertEqual(try apps.app(a)?.store.current()?.version, "1.1.0")
            let reopened = try await apps.open(a, in: pageA)
            XCTAssertEqual(reopened, .rolledBack(failed: "1.1.0", to: "1.0.0", reason: .missedDeadline))
            XCTAssertEqual(try apps.app(a)?.store.current()?.version, "1.0.0")
            XCTAssertEqual(try apps.app(b)?.store.current()?.version, "1.0.0")
            XCTAssertEqual(try apps.app(b)?.store.pointer()?.confirmed, true)
            let titleB = try await pageB.callAsyncJavaScript("return document.title")
            XCTAssertEqual(titleB.stringValue, "v1.0.0")

            // b's next version asks for media too: reported before anything is installed.
            try publish(b, "1.1.0", ["ui", "share.share", "media.chooseImage"])
            let updaterB = try updater(b)
            var events: [PackageUpdateEvent] = []
            let listening = Task { @MainActor in for await event in updaterB.events { events.append(event) } }
            defer { listening.cancel() }
            let result = try await updaterB.checkNow()
            XCTAssertEqual(result, .needsConsent(version: "1.1.0", added: ["media.chooseImage"]))
            try await eventually("the app heard the request") { events.contains(.capabilitiesRequested(version: "1.1.0", added: ["media.chooseImage"])) }
            XCTAssertEqual(try apps.app(b)?.store.current()?.version, "1.0.0")
        }
    }

    /// `navigator.startApp` opens an app's entry page with its startup parameters; the page
    /// reads them; a new version boots in that page (one confirms, one is rolled back there);
    /// `popApp` closes that app's pages and no others.
    func test_startApp_opensTheEntryPageWithItsParams_andPopAppClosesItsPages() throws {
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let (a, b) = ("start-\(suffix)", "other-\(suffix)")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hk-apps-\(UUID().uuidString)")
        try EngineHarness.run(limit: .seconds(90)) { _, server in
            let apps = OfflineApps(folder: work)
            let trust = PublisherTrust(publicKey: OfflineFixture.key.publicKey)
            for id in [a, b] {
                let zip = work.appendingPathComponent("\(id).zip")
                try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
                try PackageBuilder.build(folder: try SchemeFixture.folder(Self.site(id, "1.0.0")), version: "1.0.0", app: id,
                                         capabilities: ["ui"], key: OfflineFixture.key, output: zip)
                let host = try apps.add(id, trust: trust, allowing: ["ui"])
                host.bootDeadline = .seconds(3)
                try PackageInstaller(store: host.store).install(zip)
                try host.store.confirmCurrent()
                // Each gets a new version, unconfirmed: a's confirms its boot, b's never does.
                let next = work.appendingPathComponent("\(id)-1.1.0.zip")
                try PackageBuilder.build(folder: try SchemeFixture.folder(Self.site(id, "1.1.0", confirms: id == a)), version: "1.1.0",
                                         app: id, capabilities: ["ui"], key: OfflineFixture.key, output: next)
                try PackageInstaller(store: host.store).install(next)
            }
            var boots: [String: PackageOpenOutcome] = [:]
            for id in [a, b] { apps.app(id)?.onBootDecided = { boots[id] = $0 } }
            let engine = try GTKEngine()
            try apps.register(on: engine)
            let navigator = Navigator(pool: WebViewPool(engine: engine))
            apps.serve(in: navigator)
            defer { for container in navigator.stack + navigator.modalStack { container.close() } }
            try await navigator.route(server.url("/"))
            try await navigator.startApp(a, params: ["coupon": "SPRING"])
            let page = try XCTUnwrap(navigator.topContainer)
            XCTAssertEqual(page.url?.host ?? navigator.url(of: page)?.host, a)
            try await page.bridge.waitUntilPageReady()
            let params = try await page.callAsyncJavaScript("return await hybrid.navigator.startupParams()")
            XCTAssertEqual(params.objectValue?["app"], .string(a))
            XCTAssertEqual(params.objectValue?["params"], ["coupon": "SPRING"])
            try await eventually("a's new version confirmed its boot in the navigator's page") { boots[a] == .confirmed(version: "1.1.0") }
            XCTAssertEqual(try apps.app(a)?.store.pointer()?.confirmed, true)
            try await navigator.startApp(b)
            try await eventually("b's new version rolled back") { boots[b] == .rolledBack(failed: "1.1.0", to: "1.0.0", reason: .missedDeadline) }
            let pageB = try XCTUnwrap(navigator.topContainer)
            try await eventually("the navigator's page shows b's previous version") {
                (try? await pageB.evaluateJavaScript("document.title"))?.stringValue == "v1.0.0"
            }
            try await navigator.route(URL(string: "app://\(a)/secret.json")!)
            XCTAssertEqual(navigator.stack.count, 4)
            try await navigator.popApp(a)
            XCTAssertEqual(navigator.stack.count, 2)
            XCTAssertEqual(navigator.url(of: try XCTUnwrap(navigator.topContainer))?.host, b)
            try await eventually("a's page closed") { page.isClosed }
            // A page may close its own app only.
            let top = try XCTUnwrap(navigator.topContainer)
            try await top.bridge.waitUntilPageReady()
            let refused = try await top.callAsyncJavaScript(
                "try { await hybrid.navigator.popApp(id); return 'closed'; } catch (e) { return e.code; }", arguments: ["id": .string(a)])
            XCTAssertEqual(refused.stringValue, "navigator_not_own_app")
            // The page closes itself: the script's own reply may lose the race with its view closing.
            _ = try? await top.callAsyncJavaScript("hybrid.navigator.popApp(); return true")
            try await eventually("b's page closed itself") { navigator.stack.count == 1 }
        }
    }
}
