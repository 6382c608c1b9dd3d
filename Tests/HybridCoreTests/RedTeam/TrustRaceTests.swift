import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridVocabulary
import HybridEngineInterface
import HybridTesting
import Testing

/// Red team (issue 56, item 5): the trust an app's load asks for is that load's commit's only. While
/// the app's load was on its way, the old document set `location` itself to another URL of the same
/// origin; its navigation committed first and took the app's trust, at the URL (and query) the page
/// chose. An engine that names its navigations (WKWebView names the page's own too) says whose a commit is.
@MainActor
struct TrustRaceTests {
    @Test func thePagesOwnNavigation_committingBeforeAnAppLoad_ofTheSameOrigin_isNotTheAppsLoad() async throws {
        let view = FakeWebEngineView()
        view.namesNavigations = true
        let container = WebContainer(view: view)
        let load = Task { try await container.load(URL(string: "https://app.example/next")!) }
        try await eventually("the app's load started") { view.lastNavigation != nil }
        let appsLoad = try #require(view.lastNavigation)
        let pages = NavigationID(rawValue: appsLoad.rawValue + 100)
        let chosen = URL(string: "https://app.example/pay?amount=999")!
        view.report(.started(chosen), navigation: pages)
        view.report(.committed(chosen), navigation: pages)
        #expect(container.documentTrust.current == .navigated, "the page's own navigation took the app's trust")
        view.report(.failed(URL(string: "https://app.example/next"), .cancelled), navigation: appsLoad)
        _ = try? await load.value
    }
}
