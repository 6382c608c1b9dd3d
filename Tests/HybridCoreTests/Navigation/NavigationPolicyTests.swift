import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import Testing
import HybridEngineSupport

/// The navigation policy chain's handlers against the fake engine.
@MainActor
struct NavigationPolicyTests {
    private static func page() -> (WebContainer, FakeWebEngineView, NavigationDelegateRecorder) {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let recorder = NavigationDelegateRecorder()
        container.delegate = recorder
        return (container, view, recorder)
    }

    /// A new window is asked for as a person's click in the main document would.
    private static func action(_ url: String, newWindow: Bool = false) -> NavigationAction {
        NavigationAction(request: URLRequest(url: URL(string: url)!), opensNewWindow: newWindow, isUserGesture: newWindow,
                         sourceFrame: newWindow ? FrameInfo(isMainFrame: true, securityOrigin: "https://app.example") : nil)
    }

    @Test func replacingTheChain_keepsTheBridgeAppSchemeRoutesFirst() async throws {
        let (container, _, recorder) = Self.page()
        container.bridge.routeURLScheme("jxaction")
        let allowAll = CountingHandler(.allow)
        container.configuration.navigationPolicy = NavigationPolicyChain([allowAll])
        let policy = await container.decidePolicy(for: Self.action("jxaction://scan"))
        #expect(policy == .cancel, "the app scheme is still routed to the bridge and never loads")
        #expect(allowAll.asked == 0)
        #expect(recorder.askedActions.isEmpty)
        _ = await container.decidePolicy(for: Self.action("https://app.example/"))
        #expect(allowAll.asked == 1, "other navigations still reach the replaced chain")
    }

    @Test func externalSchemes_telMailtoAndAppLinks_goToTheApp_webSchemesPass() async throws {
        let (container, _, recorder) = Self.page()
        container.configuration.navigationPolicy.append(ExternalSchemes(alsoShown: ["app"]))
        for url in ["tel:+8613800000000", "mailto:a@example.com", "weixin://dl/scan"] {
            let policy = await container.decidePolicy(for: Self.action(url))
            #expect(policy == .cancel, "\(url)")
        }
        for url in ["https://a.example/", "about:blank", "app://bundle/index.html"] {
            let policy = await container.decidePolicy(for: Self.action(url))
            #expect(policy == .allow, "\(url)")
        }
        #expect(recorder.openedExternally.map { $0.url?.scheme } == ["tel", "mailto", "weixin"])
        #expect(recorder.openedExternally.allSatisfy { $0.reason == .externalScheme })
    }

    @Test func hostPatterns_matchExactHostsAndSubdomains_butNotLookalikes() {
        let hosts: HostPatterns = ["m.example.com", "*.shop.example"]
        #expect(hosts.contains("M.Example.com"))
        #expect(hosts.contains("shop.example"))
        #expect(hosts.contains("a.b.shop.example"))
        #expect(!hosts.contains("evilshop.example"))
        #expect(!hosts.contains("example.com"))
        #expect(!hosts.contains("m.example.com.evil"))
        #expect(!hosts.contains(nil))
        #expect(!HostPatterns([]).contains("m.example.com"))
    }

    @Test func allowedHosts_foreignMainFrameResponse_isOpenedOutside_iframesAndAllowedHostsPass() async throws {
        let (container, _, recorder) = Self.page()
        container.configuration.navigationPolicy.append(AllowedHosts(["app.example"]))
        let foreign = URL(string: "https://other.example/page")!
        let main = await container.decidePolicy(for: NavigationResponse(url: foreign, statusCode: 200, mimeType: "text/html"))
        #expect(main == .cancel)
        let iframe = await container.decidePolicy(for: NavigationResponse(url: foreign, statusCode: 200, mimeType: "text/html", isMainFrame: false))
        #expect(iframe == .allow)
        let allowed = await container.decidePolicy(
            for: NavigationResponse(url: URL(string: "https://app.example/")!, statusCode: 200, mimeType: "text/html"))
        #expect(allowed == .allow)
        let popup = await container.decidePolicy(for: Self.action("https://other.example/popup", newWindow: true))
        #expect(popup == .cancel)
        #expect(recorder.openedExternally.map { $0.url?.path } == ["/page", "/popup"])
        #expect(recorder.openedExternally.allSatisfy { $0.reason == .hostNotAllowed })
    }

    @Test func newWindows_sameViewLoadsHere_newContainerLoadsInTheAppsContainer_refuseLoadsNothing() async throws {
        let (container, view, recorder) = Self.page()
        let otherView = FakeWebEngineView()
        recorder.madeContainer = WebContainer(view: otherView)
        let rule = MainActorBox(NewWindows.Rule.sameView)
        container.configuration.navigationPolicy.append(NewWindows { _ in rule.value })
        let notNew = await container.decidePolicy(for: Self.action("https://a.example/same-tab"))
        #expect(notNew == .allow, "ordinary navigations are not new-window requests")
        for next in [NewWindows.Rule.sameView, .newContainer, .refuse] {
            rule.value = next
            container.gestureDidEnd()  // each request is a gesture of its own
            let policy = await container.decidePolicy(for: Self.action("https://a.example/\(next)", newWindow: true))
            #expect(policy == .cancel, "the engine never opens the window itself")
        }
        while view.loadedRequests.isEmpty || otherView.loadedRequests.isEmpty { await Task.yield() }
        #expect(view.loadedRequests.map { $0.url?.path } == ["/sameView"])
        #expect(otherView.loadedRequests.map { $0.url?.path } == ["/newContainer"])
        #expect(container.trustedOrigins.isEmpty, "a URL the page chose is not trusted")
    }

    @Test func responses_notShowableOrAttachments_becomeDownloadsByDefault_andTheAppCanAnswer() async throws {
        let (container, _, recorder) = Self.page()
        let url = URL(string: "https://a.example/report")!
        let pdf = NavigationResponse(url: url, statusCode: 200, mimeType: "application/zip", canShowMIMEType: false)
        let attachment = NavigationResponse(url: url, statusCode: 200, mimeType: "text/plain",
                                            headers: ["content-disposition": "attachment; filename=a.txt"])
        let page = NavigationResponse(url: url, statusCode: 200, mimeType: "text/html")
        let first = [await container.decidePolicy(for: pdf), await container.decidePolicy(for: attachment), await container.decidePolicy(for: page)]
        #expect(first == [.download, .download, .allow])
        #expect(recorder.askedResponses.count == 3, "the app hears every response")
        recorder.responseAnswer = .cancel
        let refused = await container.decidePolicy(for: page)
        #expect(refused == .cancel)
    }
}

@MainActor
private final class CountingHandler: NavigationHandler {
    let answer: NavigationPolicy?
    var asked = 0
    init(_ answer: NavigationPolicy?) { self.answer = answer }
    func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        asked += 1
        return answer
    }
}
