import Foundation
@testable import HybridCore
import HybridVocabulary
@testable import HybridOffline
import HybridTesting
import Testing

/// Red team: an app's unconfirmed version boots in the page a navigator opens for it, and only
/// that page's own boot token may confirm it. Two starts of the same app (two taps, or a hostile
/// page asking twice) each open a page with its own token; the version must not be rolled back
/// because the host watched the first page for the second page's token.
@MainActor
struct OfflineAppsBootHandoverTests {
    private static func bootCall(_ view: FakeWebEngineView, url: String, origin: String) async -> String? {
        let params = JSONValue.object(["url": .string(url)]).jsonText
        let envelope = #"{"t":"call","id":7,"name":"offline.booted","params":"# + params + "}"
        guard case .success(.string(let reply))? = await view.post(.string(RuntimePost.message(envelope, origin: origin, isMainFrame: true)), to: "hybridkit")
        else { return nil }
        return reply
    }

    @Test func twoStartsOfOneApp_eachPageBootsWithItsOwnToken_andTheVersionIsNotRolledBack() async throws {
        let f = try await OfflineAppsTests.Fixture.start()
        defer { Task { await f.server.stop() } }
        let id = f.ids.b
        try f.publish(id, "1.0.0", capabilities: ["ui"])
        _ = try await f.updater(id).checkNow()
        let host = try #require(f.apps.app(id))
        #expect(try host.store.pointer()?.confirmed == false)
        host.bootDeadline = .seconds(2)
        var decided: [PackageOpenOutcome] = []
        host.onBootDecided = { decided.append($0) }

        let pool = WebViewPool(engine: FakeWebEngine(), maximumIdle: 2, maximumReuses: 20, warmUpTimeout: .seconds(5))
        let navigator = Navigator(pool: pool)
        f.apps.serve(in: navigator)
        // The first start is handed its entry URL, then waits until the second start was handed its own.
        let entry = try #require(navigator.appEntry)
        let (secondAsked, tellFirst) = AsyncStream<Void>.makeStream()
        var asked = 0
        navigator.appEntry = { id in
            let url = try await entry(id)
            asked += 1
            if asked == 1 { for await _ in secondAsked { break } } else { tellFirst.yield() }
            return url
        }
        try await navigator.route(URL(string: "https://m.example/home")!)
        async let first: Void = navigator.startApp(id)
        async let second: Void = navigator.startApp(id)
        _ = try await (first, second)
        let pages = navigator.main.dropFirst()
        #expect(pages.count == 2)
        // Each page boots: its own load, its own token.
        for page in pages.reversed() {
            let view = try #require(page.container?.engineView as? FakeWebEngineView)
            let reply = await Self.bootCall(view, url: page.url.absoluteString, origin: OfflineAppID.origin(id))
            #expect(reply == #"{"id":7,"result":{"confirmed":true}}"#, "the page's own boot token was not the one watched")
        }
        try await eventually("both boots were decided") { decided.count == 2 }
        #expect(decided == [.confirmed(version: "1.0.0"), .confirmed(version: "1.0.0")])
        #expect(try host.store.pointer()?.confirmed == true)
    }
}
