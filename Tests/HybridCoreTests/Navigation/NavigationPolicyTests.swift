import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import XCTest

/// The navigation policy chain's handlers against the fake engine.
final class NavigationPolicyTests: XCTestCase {
    @MainActor
    private static func page() -> (WebContainer, FakeWebEngineView, NavigationDelegateRecorder) {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let recorder = NavigationDelegateRecorder()
        container.delegate = recorder
        return (container, view, recorder)
    }

    private static func action(_ url: String, newWindow: Bool = false) -> NavigationAction {
        NavigationAction(request: URLRequest(url: URL(string: url)!), opensNewWindow: newWindow)
    }

    func test_replacingTheChain_keepsTheBridgeAppSchemeRoutesFirst() async throws {
        try await onMain {
            let (container, _, recorder) = Self.page()
            container.bridge.routeURLScheme("jxaction")
            let allowAll = CountingHandler(.allow)
            container.navigationPolicy = NavigationPolicyChain([allowAll])
            let policy = await container.decidePolicy(for: Self.action("jxaction://scan"))
            XCTAssertEqual(policy, .cancel, "the app scheme is still routed to the bridge and never loads")
            XCTAssertEqual(allowAll.asked, 0)
            XCTAssertTrue(recorder.askedActions.isEmpty)
            _ = await container.decidePolicy(for: Self.action("https://app.example/"))
            XCTAssertEqual(allowAll.asked, 1, "other navigations still reach the replaced chain")
        }
    }

    func test_externalSchemes_telMailtoAndAppLinks_goToTheApp_webSchemesPass() async throws {
        try await onMain {
            let (container, _, recorder) = Self.page()
            container.navigationPolicy.append(ExternalSchemes(alsoShown: ["app"]))
            for url in ["tel:+8613800000000", "mailto:a@example.com", "weixin://dl/scan"] {
                let policy = await container.decidePolicy(for: Self.action(url))
                XCTAssertEqual(policy, .cancel, url)
            }
            for url in ["https://a.example/", "about:blank", "app://bundle/index.html"] {
                let policy = await container.decidePolicy(for: Self.action(url))
                XCTAssertEqual(policy, .allow, url)
            }
            XCTAssertEqual(recorder.openedExternally.map { $0.url?.scheme }, ["tel", "mailto", "weixin"])
            XCTAssertTrue(recorder.openedExternally.allSatisfy { $0.reason == .externalScheme })
        }
    }

    func test_hostPatterns_matchExactHostsAndSubdomains_butNotLookalikes() {
        let hosts: HostPatterns = ["m.example.com", "*.shop.example"]
        XCTAssertTrue(hosts.contains("M.Example.com"))
        XCTAssertTrue(hosts.contains("shop.example"))
        XCTAssertTrue(hosts.contains("a.b.shop.example"))
        XCTAssertFalse(hosts.contains("evilshop.example"))
        XCTAssertFalse(hosts.contains("example.com"))
        XCTAssertFalse(hosts.contains("m.example.com.evil"))
        XCTAssertFalse(hosts.contains(nil))
        XCTAssertFalse(HostPatterns([]).contains("m.example.com"))
    }

    func test_allowedHosts_foreignMainFrameResponse_isOpenedOutside_iframesAndAllowedHostsPass() async throws {
        try await onMain {
            let (container, _, recorder) = Self.page()
            container.navigationPolicy.append(AllowedHosts(["app.example"]))
            let foreign = URL(string: "https://other.example/page")!
            let main = await container.decidePolicy(for: NavigationResponse(url: foreign, statusCode: 200, mimeType: "text/html"))
            XCTAssertEqual(main, .cancel)
            let iframe = await container.decidePolicy(for: NavigationResponse(url: foreign, statusCode: 200, mimeType: "text/html", isMainFrame: false))
            XCTAssertEqual(iframe, .allow)
            let allowed = await container.decidePolicy(
                for: NavigationResponse(url: URL(string: "https://app.example/")!, statusCode: 200, mimeType: "text/html"))
            XCTAssertEqual(allowed, .allow)
            let popup = await container.decidePolicy(for: Self.action("https://other.example/popup", newWindow: true))
            XCTAssertEqual(popup, .cancel)
            XCTAssertEqual(recorder.openedExternally.map { $0.url?.path }, ["/page", "/popup"])
            XCTAssertTrue(recorder.openedExternally.allSatisfy { $0.reason == .hostNotAllowed })
        }
    }

    func test_newWindows_sameViewLoadsHere_newContainerLoadsInTheAppsContainer_refuseLoadsNothing() async throws {
        try await onMain {
            let (container, view, recorder) = Self.page()
            let otherView = FakeWebEngineView()
            recorder.madeContainer = WebContainer(view: otherView)
            let rule = MainActorBox(NewWindows.Rule.sameView)
            container.navigationPolicy.append(NewWindows { _ in rule.value })
            let notNew = await container.decidePolicy(for: Self.action("https://a.example/same-tab"))
            XCTAssertEqual(notNew, .allow, "ordinary navigations are not new-window requests")
            for next in [NewWindows.Rule.sameView, .newContainer, .refuse] {
                rule.value = next
                let policy = await container.decidePolicy(for: Self.action("https://a.example/\(next)", newWindow: true))
                XCTAssertEqual(policy, .cancel, "the engine never opens the window itself")
            }
            while view.loadedRequests.isEmpty || otherView.loadedRequests.isEmpty { await Task.yield() }
            XCTAssertEqual(view.loadedRequests.map { $0.url?.path }, ["/sameView"])
            XCTAssertEqual(otherView.loadedRequests.map { $0.url?.path }, ["/newContainer"])
            XCTAssertTrue(container.trustedOrigins.isEmpty, "a URL the page chose is not trusted")
        }
    }

    func test_responses_notShowableOrAttachments_becomeDownloadsByDefault_andTheAppCanAnswer() async throws {
        try await onMain {
            let (container, _, recorder) = Self.page()
            let url = URL(string: "https://a.example/report")!
            let pdf = NavigationResponse(url: url, statusCode: 200, mimeType: "application/zip", canShowMIMEType: false)
            let attachment = NavigationResponse(url: url, statusCode: 200, mimeType: "text/plain",
                                                headers: ["content-disposition": "attachment; filename=a.txt"])
            let page = NavigationResponse(url: url, statusCode: 200, mimeType: "text/html")
            let first = [await container.decidePolicy(for: pdf), await container.decidePolicy(for: attachment), await container.decidePolicy(for: page)]
            XCTAssertEqual(first, [.download, .download, .allow])
            XCTAssertEqual(recorder.askedResponses.count, 3, "the app hears every response")
            recorder.responseAnswer = .cancel
            let refused = await container.decidePolicy(for: page)
            XCTAssertEqual(refused, .cancel)
        }
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
