import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// Where the engine says a navigation is the main frame's (WKWebView), common
/// parameters are added, or headers taken off, before the request is sent.
@MainActor
struct CommonParametersActionTests {
    private static let main = FrameInfo(isMainFrame: true, securityOrigin: "https://m.shop.example")

    private static func container() throws -> (WebContainer, FakeWebEngineView) {
        let view = FakeWebEngineView()
        view.namesNavigations = true
        let container = WebContainer(view: view)
        container.configuration.commonParameters = try CommonParameters(
            queryItems: [URLQueryItem(name: "channel", value: "store")], queryHosts: ["m.shop.example"],
            headers: ["X-App-Version": "3.2"], headerHosts: ["m.shop.example"])
        return (container, view)
    }

    private static func action(_ url: String, target: FrameInfo?, headers: [String: String] = [:]) -> NavigationAction {
        var request = URLRequest(url: URL(string: url)!)
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return NavigationAction(request: request, sourceFrame: nil, targetFrame: target)
    }

    @Test func pageNavigationOfTheMainFrame_toAListedHost_isSentAgainWithTheParameters() async throws {
        let (container, view) = try Self.container()
        let policy = await container.decidePolicy(for: Self.action("https://m.shop.example/item", target: Self.main))
        #expect(policy == .cancel)
        let sent = try #require(view.loadedRequests.last)
        #expect(sent.url?.absoluteString == "https://m.shop.example/item?channel=store")
        #expect(sent.value(forHTTPHeaderField: "X-App-Version") == "3.2")
        // The request sent again has them, so it goes through.
        let again = NavigationAction(request: sent, sourceFrame: nil, targetFrame: Self.main)
        let second = await container.decidePolicy(for: again)
        #expect(second == .allow)
        #expect(view.loadedRequests.count == 1)
    }

    @Test func iframeNavigation_andUnplacedNavigation_areLeftAlone() async throws {
        let (container, view) = try Self.container()
        let iframe = FrameInfo(isMainFrame: false, securityOrigin: "https://m.shop.example")
        let inFrame = await container.decidePolicy(for: Self.action("https://m.shop.example/ad", target: iframe))
        let unplaced = await container.decidePolicy(for: Self.action("https://m.shop.example/page", target: nil))
        #expect([inFrame, unplaced] == [.allow, .allow])
        #expect(view.loadedRequests == [])
    }

    @Test func mainFrameNavigationCarryingTheHeaders_toAnUnlistedHost_isSentAgainWithoutThem() async throws {
        let (container, view) = try Self.container()
        let carrying = Self.action("https://other.example/", target: Self.main, headers: ["X-App-Version": "3.2"])
        let policy = await container.decidePolicy(for: carrying)
        #expect(policy == .cancel)
        #expect(try #require(view.loadedRequests.last).value(forHTTPHeaderField: "X-App-Version") == nil)
    }

    @Test func awaitedLoad_continuesAsTheNavigationSentInItsPlace() async throws {
        let (container, view) = try Self.container()
        // An app load without parameters reaches a listed host by a redirect the engine places in the main frame.
        let load = Task { try await container.load(URL(string: "https://shop-login.example/")!) }
        while view.loadedRequests.isEmpty { await Task.yield() }
        let original = view.lastNavigation
        // Through the engine's delegate, as a real engine asks: a cancel there would fail a load not yet started.
        _ = await view.delegate?.engineView(view, decidePolicyFor: Self.action("https://m.shop.example/home", target: Self.main))
        #expect(view.lastNavigation != original)
        view.report(.started(URL(string: "https://m.shop.example/home")), navigation: view.lastNavigation)
        view.report(.finished(URL(string: "https://m.shop.example/home?channel=store")), navigation: view.lastNavigation)
        let url = try await load.value
        #expect(url?.absoluteString == "https://m.shop.example/home?channel=store")
    }
}
