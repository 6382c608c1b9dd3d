import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// WebViewJavascriptBridge's bootstrap navigations against the fake engine:
/// cancelled before anything else is asked, and answered with the page event.
@MainActor
struct WebViewJavascriptBridgeBootstrapTests {
    @Test func bootstrapURLs_ofEveryVersion_areRecognized_othersAreNot() {
        let cases: [(String, WebViewJavascriptBridgeBootstrapURL?)] = [
            ("https://__bridge_loaded__", .bridgeLoaded),
            ("http://__bridge_loaded__", .bridgeLoaded),
            ("wvjbscheme://__BRIDGE_LOADED__", .bridgeLoaded),
            ("https://__wvjb_queue_message__", .otherMessage),
            ("wvjbscheme://__WVJB_QUEUE_MESSAGE__", .otherMessage),
            ("https://bridge_loaded.example/", nil),
            ("https://m.example.com/__bridge_loaded__", nil),
            ("jxaction://__bridge_loaded__", nil),
        ]
        for (text, expected) in cases {
            #expect(WebViewJavascriptBridgeBootstrapURL(URL(string: text)!) == expected, "\(text)")
        }
    }

    @Test func bootstrapNavigation_isCancelledBeforeChainAndDelegate_andTellsThePage() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let recorder = NavigationDelegateRecorder()
        container.delegate = recorder
        let allowAll = AllowingHandler()
        container.configuration.navigationPolicy = NavigationPolicyChain([allowAll])
        let request = URLRequest(url: URL(string: "https://__bridge_loaded__")!)
        let policy = await container.decidePolicy(for: NavigationAction(request: request))
        #expect(policy == .cancel, "the bogus host must never be requested")
        #expect(allowAll.asked == 0)
        #expect(recorder.askedActions.isEmpty)
        #expect(container.bridge.webViewJavascriptBridge.bootstrapsSeen == 1)
        while view.asyncCalls.isEmpty { await Task.yield() }
        let message = try #require(view.asyncCalls.first?.arguments["message"]?.stringValue)
        #expect(try JSONValue(jsonText: message) == ["t": "event", "name": "hybridkit.wvjb.loaded", "payload": nil])
        #expect(view.asyncCalls.first?.arguments["allowed"] == "*")
    }
}

@MainActor
private final class AllowingHandler: NavigationHandler {
    var asked = 0
    func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        asked += 1
        return .allow
    }
}
