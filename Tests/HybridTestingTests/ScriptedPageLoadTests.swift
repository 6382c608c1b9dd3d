import Foundation
import HybridKit
import HybridTesting
import Testing

/// What a scripted page's loads do that an app's test relies on: a load the container
/// sends in place of a refused one is played next, a window the page opens loads
/// where the app's rule says, and a wait fails with a sentence.
@MainActor
struct ScriptedPageLoadTests {
    @Test func aLinkSentAgainWithTheCommonParameters_isTheLoadPlayedNext() async throws {
        let page = try await ScriptedPage(url: URL(string: "https://m.shop.example/")!)
        page.container.configuration.commonParameters = try CommonParameters(
            queryItems: [URLQueryItem(name: "channel", value: "store")], queryHosts: ["m.shop.example"])
        #expect(await page.navigate(to: URL(string: "https://m.shop.example/item")!) == .cancel, "sent again in its place")
        try await page.finishLoad()
        #expect(page.container.url?.absoluteString == "https://m.shop.example/item?channel=store")
    }

    @Test func aWindowThePageOpens_loadsInTheContainerTheAppMakes() async throws {
        let engine = TestEngine()
        let opened = try ScriptedPage(WebContainer(engine: engine))
        @MainActor final class Opener: WebContainerDelegate {
            let next: WebContainer
            init(_ next: WebContainer) { self.next = next }
            func container(_ container: WebContainer, makeContainerFor action: NavigationAction) -> WebContainer? { next }
        }
        let page = try await ScriptedPage(url: URL(string: "https://app.example/")!)
        let opener = Opener(opened.container)
        page.container.delegate = opener
        page.container.configuration.navigationPolicy.append(NewWindows { _ in .newContainer })
        #expect(await page.navigate(to: URL(string: "https://app.example/popup")!, opensNewWindow: true) == .cancel)
        try await opened.finishLoad()
        #expect(opened.container.url?.path == "/popup")
        #expect(page.container.url?.path == "/", "the opener stays")
    }

    @Test func eventually_failsWithASentence_namingWhatAndWhere() async throws {
        do {
            try await eventually("the cart to empty", limit: .milliseconds(20)) { false }
            Issue.record("a condition that never held passed")
        } catch {
            #expect("\(error)".hasPrefix("timed out after 0.02 seconds waiting for the cart to empty (HybridTestingTests/ScriptedPageLoadTests.swift:"))
        }
    }
}
