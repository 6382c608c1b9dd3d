import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// A container's loads settle once, on the page played through HybridTesting as an app's tests play it.
@MainActor
struct WebContainerTests {
    private static func page() throws -> ScriptedPage { try ScriptedPage(WebContainer(engine: TestEngine())) }

    @Test func load_settlesWhenThePageFinishes() async throws {
        let page = try Self.page()
        let url = URL(string: "http://127.0.0.1/a")!
        async let finished = page.container.load(url)
        try await page.finishLoad()
        #expect(try await finished == url)
        #expect(page.container.url == url)
    }

    @Test func load_throwsTypedError_whenThePageFails() async throws {
        let page = try Self.page()
        let load = Task { try await page.container.load(URL(string: "http://127.0.0.1:1/")!) }
        try await page.failLoad(.cannotConnect(message: "refused"))
        await #expect(throws: NavigationError.cannotConnect(message: "refused")) { try await load.value }
    }

    @Test func load_timesOut_andStopsTheEngine() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        await #expect(throws: NavigationError.timedOut(seconds: 0.05)) {
            try await container.load(URL(string: "http://127.0.0.1/slow")!, timeout: .milliseconds(50))
        }
        #expect(view.stopCount == 1)
    }

    @Test func invalidURLString_throwsInvalidURL() async throws {
        let page = try Self.page()
        await #expect(throws: EngineError.invalidURL("not a URL: not a url")) { try await page.container.load(urlString: "not a url") }
    }

    @Test func closedContainer_throwsViewClosed() async throws {
        let page = try Self.page()
        page.container.close()
        await #expect(throws: EngineError.viewClosed) { try await page.container.load(URL(string: "http://127.0.0.1/")!) }
    }

    @Test func policyChain_firstAnswerWins_beforeDelegate() async throws {
        let page = try Self.page()
        let delegate = AllowAllDelegate()
        page.container.delegate = delegate
        page.container.configuration.navigationPolicy.append(FixedHandler(nil))
        page.container.configuration.navigationPolicy.append(FixedHandler(.cancel))
        #expect(await page.navigate(to: URL(string: "http://x/")!) == .cancel)
        #expect(delegate.asked == 0)
    }

    @Test func aLoadThePolicyRefuses_isCancelled_andThePageNeverStarts() async throws {
        let page = try Self.page()
        page.container.configuration.navigationPolicy.append(FixedHandler(.cancel))
        let load = Task { try await page.container.load(URL(string: "http://x/")!) }
        try await page.finishLoad()
        await #expect(throws: NavigationError.cancelled) { try await load.value }
        #expect(page.container.url == nil)
    }
}

@MainActor
private final class FixedHandler: NavigationHandler {
    let answer: NavigationPolicy?
    init(_ answer: NavigationPolicy?) { self.answer = answer }
    func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? { answer }
}

@MainActor
private final class AllowAllDelegate: WebContainerDelegate {
    var asked = 0
    func container(_ container: WebContainer, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        asked += 1
        return .allow
    }
}
