import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import XCTest

/// Where the engine says a navigation is the main frame's (WKWebView), common
/// parameters are added, or headers taken off, before the request is sent.
final class CommonParametersActionTests: XCTestCase {
    private static let main = FrameInfo(isMainFrame: true, securityOrigin: "https://m.shop.example")

    @MainActor
    private static func container() throws -> (WebContainer, FakeWebEngineView) {
        let view = FakeWebEngineView()
        view.namesNavigations = true
        let container = WebContainer(view: view)
        container.commonParameters = try CommonParameters(
            queryItems: [URLQueryItem(name: "channel", value: "store")], queryHosts: ["m.shop.example"],
            headers: ["X-App-Version": "3.2"], headerHosts: ["m.shop.example"])
        return (container, view)
    }

    private static func action(_ url: String, target: FrameInfo?, headers: [String: String] = [:]) -> NavigationAction {
        var request = URLRequest(url: URL(string: url)!)
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return NavigationAction(request: request, targetFrame: target)
    }

    func test_pageNavigationOfTheMainFrame_toAListedHost_isSentAgainWithTheParameters() async throws {
        try await onMain {
            let (container, view) = try Self.container()
            let policy = await container.decidePolicy(for: Self.action("https://m.shop.example/item", target: Self.main))
            XCTAssertEqual(policy, .cancel)
            let sent = try XCTUnwrap(view.loadedRequests.last)
            XCTAssertEqual(sent.url?.absoluteString, "https://m.shop.example/item?channel=store")
            XCTAssertEqual(sent.value(forHTTPHeaderField: "X-App-Version"), "3.2")
            // The request sent again has them, so it goes through.
            let again = NavigationAction(request: sent, targetFrame: Self.main)
            let second = await container.decidePolicy(for: again)
            XCTAssertEqual(second, .allow)
            XCTAssertEqual(view.loadedRequests.count, 1)
        }
    }

    func test_iframeNavigation_andUnplacedNavigation_areLeftAlone() async throws {
        try await onMain {
            let (container, view) = try Self.container()
            let iframe = FrameInfo(isMainFrame: false, securityOrigin: "https://m.shop.example")
            let inFrame = await container.decidePolicy(for: Self.action("https://m.shop.example/ad", target: iframe))
            let unplaced = await container.decidePolicy(for: Self.action("https://m.shop.example/page", target: nil))
            XCTAssertEqual([inFrame, unplaced], [.allow, .allow])
            XCTAssertEqual(view.loadedRequests, [])
        }
    }

    func test_mainFrameNavigationCarryingTheHeaders_toAnUnlistedHost_isSentAgainWithoutThem() async throws {
        try await onMain {
            let (container, view) = try Self.container()
            let carrying = Self.action("https://other.example/", target: Self.main, headers: ["X-App-Version": "3.2"])
            let policy = await container.decidePolicy(for: carrying)
            XCTAssertEqual(policy, .cancel)
            XCTAssertNil(try XCTUnwrap(view.loadedRequests.last).value(forHTTPHeaderField: "X-App-Version"))
        }
    }

    func test_awaitedLoad_continuesAsTheNavigationSentInItsPlace() async throws {
        try await onMain {
            let (container, view) = try Self.container()
            // An app load without parameters reaches a listed host by a redirect the engine places in the main frame.
            let load = Task { try await container.load(URL(string: "https://shop-login.example/")!) }
            while view.loadedRequests.isEmpty { await Task.yield() }
            let original = view.lastNavigation
            // Through the engine's delegate, as a real engine asks: a cancel there would fail a load not yet started.
            _ = await view.delegate?.engineView(view, decidePolicyFor: Self.action("https://m.shop.example/home", target: Self.main))
            XCTAssertNotEqual(view.lastNavigation, original)
            view.report(.started(URL(string: "https://m.shop.example/home")), navigation: view.lastNavigation)
            view.report(.finished(URL(string: "https://m.shop.example/home?channel=store")), navigation: view.lastNavigation)
            let url = try await load.value
            XCTAssertEqual(url?.absoluteString, "https://m.shop.example/home?channel=store")
        }
    }
}
