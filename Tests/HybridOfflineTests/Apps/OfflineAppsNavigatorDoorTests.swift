import Foundation
@testable import HybridCore
import HybridVocabulary
@testable import HybridOffline
import HybridTesting
import Testing

/// Red team, with the grants `OfflineApps` owns: an app granted nothing could not call
/// `hybrid.navigator.startApp`, but its push into a path rule that says `{"app": …}` started that
/// app with trust and parameters. The rule is a door to the same power, and asks the same grant.
@MainActor
struct OfflineAppsNavigatorDoorTests {
    @Test func anAppGrantedNothing_pushingIntoAnAppRule_isRefused_whileTheHostsPageStartsTheApp() async throws {
        let f = try await OfflineAppsTests.Fixture.start()
        defer { Task { await f.server.stop() } }
        for id in [f.ids.a, f.ids.b] {
            try f.publish(id, "1.0.0", capabilities: [])
            _ = try await f.updater(id).checkNow()
            try f.apps.app(id)?.store.confirmCurrent()
        }
        let engine = FakeWebEngine()
        try f.apps.register(on: engine)
        let pool = WebViewPool(engine: engine, maximumIdle: 2, maximumReuses: 20, warmUpTimeout: .seconds(5))
        let rules = #"{"rules": [{"patterns": ["^/pay$"], "properties": {"app": "\#(f.ids.b)"}}]}"#
        let navigator = Navigator(pool: pool, paths: try PathConfiguration(json: Data(rules.utf8)))
        f.apps.serve(in: navigator)
        var apps: [String?] { navigator.main.map { OfflineAppID.id(of: $0.url) } }

        try await navigator.route(URL(string: "https://m.example/home")!)
        try await navigator.pagePush("/pay?amount=1", overrides: [:], passData: .null, from: try #require(navigator.main.last))
        #expect(apps == [nil, f.ids.b], "the host's own page starts the app by the rule")
        try await navigator.pop()

        try await navigator.startApp(f.ids.a)
        let a = try #require(navigator.main.last)
        var code: String?
        do { try await navigator.pagePush("https://m.example/pay?amount=1", overrides: [:], passData: .null, from: a) } catch let error as BridgeError {
            code = error.code
        }
        #expect(code == "capability_not_granted")
        #expect(apps == [nil, f.ids.a], "app a started app b with a push, without the power")
    }
}
