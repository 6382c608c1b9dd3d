import Foundation
import HybridCore
import HybridTesting
import Testing
import HybridEngineSupport

/// `window.open` and `target=_blank` as every engine reports them (a new-window
/// action): they reach the app's policy chain, the engine never opens a window
/// itself, and only a person's gesture in the main document of a shown page may
/// open a native screen or another app.
@MainActor
struct NewWindowTests {
    /// A shown page of `https://app.example` whose app makes a container for each window it may open.
    @MainActor
    private final class Page {
        let page: ScriptedPage
        /// The page in the container the app makes.
        let made: ScriptedPage
        let recorder = NavigationDelegateRecorder()
        let asked = CountingNewWindowHandler()

        init() async throws {
            page = try await ScriptedPage(url: URL(string: "https://app.example/")!)
            made = try ScriptedPage(WebContainer(engine: TestEngine()))
            page.container.delegate = recorder
            recorder.madeContainer = made.container
            page.container.configuration.navigationPolicy.append(ExternalSchemes())
            page.container.configuration.navigationPolicy.append(NewWindows(.newContainer))
            page.container.configuration.navigationPolicy.insertFirst(asked)
        }

        /// The page's `window.open(url)`, and what the engine is answered.
        func open(_ url: String, gesture: Bool = true, origin: String? = nil, frame: BridgeMessageSource.Frame = .main) async -> NavigationPolicy {
            await page.navigate(to: URL(string: url)!, isUserGesture: gesture, opensNewWindow: true, origin: origin, frame: frame)
        }
    }

    @Test func windowOpen_withAGesture_inTheMainDocument_reachesThePolicyChain_andTheEngineOpensNothing() async throws {
        let page = try await Page()
        #expect(await page.open("https://app.example/pay") == .cancel, "the engine is never told to open a window")
        #expect(page.asked.urls == ["https://app.example/pay"])
        try await page.made.finishLoad()
        #expect(page.made.container.url?.path == "/pay", "the app's container loaded it")
        #expect(await page.open("weixin://dl/scan") == .cancel)
        #expect(page.recorder.openedExternally.map(\.url?.absoluteString) == ["weixin://dl/scan"])
    }

    @Test func aFrameOfAnotherOrigin_aHiddenPage_orNoGesture_opensNoScreenAndNoApp() async throws {
        let page = try await Page()
        #expect(await page.open("https://phish.example/", origin: "https://ads.example", frame: .subframe) == .cancel)
        #expect(await page.open("weixin://dl/pay", origin: "https://ads.example", frame: .subframe) == .cancel)
        #expect(await page.open("https://app.example/popunder", gesture: false) == .cancel)
        #expect(await page.open("tel:+8613800000000", gesture: false) == .cancel)
        page.page.container.isVisible = false
        #expect(await page.open("https://app.example/below") == .cancel)
        #expect(page.asked.urls == [], "no rule of the app's chain was asked")
        #expect(page.recorder.containersMade == 0, "no screen was made")
        #expect(page.page.container.url?.path == "/", "nothing was loaded in the page")
        #expect(page.recorder.openedExternally.isEmpty, "another app was opened")
    }

    /// WebKitGTK names no frame: the main document is the asker only when it never held a frame.
    @Test func anEngineThatNamesNoFrame_opens_onlyFromADocumentThatHeldNoFrame() async throws {
        let page = try await Page()
        #expect(await page.open("https://app.example/one", frame: .unverified) == .cancel)
        try await page.made.finishLoad()
        _ = await page.page.failure("ads.ping", origin: "https://ads.example", frame: .subframe)  // an ad's frame speaks to the bridge
        #expect(await page.open("https://app.example/two", frame: .unverified) == .cancel)
        await page.page.navigate(to: URL(string: "https://app.example/next")!)
        try await page.page.commitLoad()
        #expect(await page.open("https://app.example/three", frame: .unverified) == .cancel, "a document that has not reported in")
        #expect(page.asked.urls == ["https://app.example/one"], "only the document that held no frame reached the chain")
        #expect(page.recorder.containersMade == 1)
    }
}

/// Records the new-window requests the app's chain sees, and passes them on.
@MainActor
private final class CountingNewWindowHandler: NavigationHandler {
    var urls: [String] = []
    func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        if action.opensNewWindow { urls.append(action.request.url?.absoluteString ?? "?") }
        return nil
    }
}
