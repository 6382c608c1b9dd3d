import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// The navigation policy chain's handlers against the fake engine.
@MainActor
struct NavigationPolicyTests {
    private static func page() async throws -> (ScriptedPage, NavigationDelegateRecorder) {
        let page = try await ScriptedPage(url: URL(string: "https://app.example/")!)
        let recorder = NavigationDelegateRecorder()
        page.container.delegate = recorder
        return (page, recorder)
    }

    @Test func replacingTheChain_keepsTheBridgeAppSchemeRoutesFirst() async throws {
        let (page, recorder) = try await Self.page()
        page.container.bridge.routeURLScheme("jxaction")
        let allowAll = CountingHandler(.allow)
        page.container.configuration.navigationPolicy = NavigationPolicyChain([allowAll])
        #expect(await page.navigate(to: URL(string: "jxaction://scan")!) == .cancel, "the app scheme is still routed to the bridge and never loads")
        #expect(allowAll.asked == 0)
        #expect(recorder.askedActions.isEmpty)
        await page.navigate(to: URL(string: "https://app.example/")!)
        #expect(allowAll.asked == 1, "other navigations still reach the replaced chain")
    }

    @Test func externalSchemes_telMailtoAndAppLinks_goToTheApp_webSchemesPass() async throws {
        let (page, recorder) = try await Self.page()
        page.container.configuration.navigationPolicy.append(ExternalSchemes(alsoShown: ["app"]))
        for url in ["tel:+8613800000000", "mailto:a@example.com", "weixin://dl/scan"] {
            #expect(await page.navigate(to: URL(string: url)!) == .cancel, "\(url)")
            page.container.gestureDidEnd()  // each a click of its own
        }
        for url in ["https://a.example/", "about:blank", "app://bundle/index.html"] {
            #expect(await page.navigate(to: URL(string: url)!) == .allow, "\(url)")
        }
        #expect(recorder.openedExternally.map { $0.url?.scheme } == ["tel", "mailto", "weixin"])
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
        let (page, recorder) = try await Self.page()
        let container = page.container
        container.configuration.navigationPolicy.append(AllowedHosts(["app.example"]))
        let foreign = URL(string: "https://other.example/page")!
        let main = await container.decidePolicy(for: NavigationResponse(url: foreign, statusCode: 200, mimeType: "text/html"))
        #expect(main == .cancel)
        let iframe = await container.decidePolicy(for: NavigationResponse(url: foreign, statusCode: 200, mimeType: "text/html", isMainFrame: false))
        #expect(iframe == .allow)
        let allowed = await container.decidePolicy(
            for: NavigationResponse(url: URL(string: "https://app.example/")!, statusCode: 200, mimeType: "text/html"))
        #expect(allowed == .allow)
        #expect(await page.navigate(to: URL(string: "https://other.example/popup")!, opensNewWindow: true) == .cancel)
        #expect(recorder.openedExternally.map { $0.url?.path } == ["/page", "/popup"])
        #expect(recorder.openedExternally.allSatisfy { $0.url?.scheme == "https" }, "a host outside the list goes to the browser")
    }

    @Test func newWindows_sameViewLoadsHere_newContainerLoadsInTheAppsContainer_refuseLoadsNothing() async throws {
        let (page, recorder) = try await Self.page()
        let other = try ScriptedPage(WebContainer(engine: TestEngine()))
        recorder.madeContainer = other.container
        let rule = MainActorBox(NewWindows.Rule.sameView)
        page.container.configuration.navigationPolicy.append(NewWindows { _ in rule.value })
        for next in [NewWindows.Rule.sameView, .newContainer, .refuse] {
            rule.value = next
            page.container.gestureDidEnd()  // each request is a gesture of its own
            let policy = await page.navigate(to: URL(string: "https://a.example/\(next)")!, opensNewWindow: true)
            #expect(policy == .cancel, "the engine never opens the window itself")
        }
        try await page.finishLoad()
        try await other.finishLoad()
        #expect(page.container.url?.path == "/sameView")
        #expect(other.container.url?.path == "/newContainer")
        #expect(recorder.containersMade == 1, "refused: no container was made")
        #expect(page.container.trustedOrigins == [try BridgeOrigin("https://app.example")], "a URL the page chose is not trusted")
        #expect(await page.navigate(to: URL(string: "https://a.example/same-tab")!) == .allow, "ordinary navigations are not new-window requests")
    }

    @Test func responses_notShowableOrAttachments_becomeDownloadsByDefault_andTheAppCanAnswer() async throws {
        let (scripted, recorder) = try await Self.page()
        let container = scripted.container
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
