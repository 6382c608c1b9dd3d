import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import Testing
import HybridEngineSupport

/// `window.open` and `target=_blank` as every engine reports them (a new-window
/// action): they reach the app's policy chain, the engine never opens a window
/// itself, and only a person's gesture in the main document of a shown page may
/// open a native screen or another app.
@MainActor
struct NewWindowTests {
    private static let mainFrame = FrameInfo(isMainFrame: true, securityOrigin: "https://app.example")

    @MainActor
    private final class Page {
        let view = FakeWebEngineView()
        let container: WebContainer
        let recorder = NavigationDelegateRecorder()
        let made = FakeWebEngineView()

        init() {
            container = WebContainer(view: view)
            container.delegate = recorder
            recorder.madeContainer = WebContainer(view: made)
            container.configuration.navigationPolicy.append(ExternalSchemes())
            container.configuration.navigationPolicy.append(NewWindows(.newContainer))
        }

        /// What the engine is answered for a new-window request, as its `window.open` signal asks.
        func open(_ url: String, gesture: Bool = true, from frame: FrameInfo? = mainFrame) async -> NavigationPolicy? {
            let action = NavigationAction(request: URLRequest(url: URL(string: url)!), opensNewWindow: true, isUserGesture: gesture, sourceFrame: frame)
            return await view.delegate?.engineView(view, decidePolicyFor: action)
        }
    }

    @Test func windowOpen_withAGesture_inTheMainDocument_reachesThePolicyChain_andTheEngineOpensNothing() async throws {
        let page = Page()
        let asked = CountingNewWindowHandler()
        page.container.configuration.navigationPolicy.insertFirst(asked)
        #expect(await page.open("https://app.example/pay") == .cancel, "the engine is never told to open a window")
        #expect(asked.urls == ["https://app.example/pay"])
        try await eventually("the app's container loads it") { !page.made.loadedRequests.isEmpty }
        #expect(page.made.loadedRequests.map(\.url?.path) == ["/pay"])
        #expect(await page.open("weixin://dl/scan") == .cancel)
        #expect(page.recorder.openedExternally.map(\.url?.absoluteString) == ["weixin://dl/scan"])
    }

    @Test func aFrameOfAnotherOrigin_aHiddenPage_orNoGesture_opensNoScreenAndNoApp() async throws {
        let page = Page()
        let asked = CountingNewWindowHandler()
        page.container.configuration.navigationPolicy.insertFirst(asked)
        let ad = FrameInfo(isMainFrame: false, securityOrigin: "https://ads.example")
        #expect(await page.open("https://phish.example/", from: ad) == .cancel)
        #expect(await page.open("weixin://dl/pay", from: ad) == .cancel)
        #expect(await page.open("https://app.example/popunder", gesture: false) == .cancel)
        #expect(await page.open("tel:+8613800000000", gesture: false) == .cancel)
        page.container.isVisible = false
        #expect(await page.open("https://app.example/below") == .cancel)
        #expect(asked.urls == [], "no rule of the app's chain was asked")
        #expect(page.made.loadedRequests.isEmpty && page.view.loadedRequests.isEmpty, "nothing was loaded")
        #expect(page.recorder.openedExternally.isEmpty, "another app was opened")
    }

    /// WebKitGTK names no frame: the main document is the asker only when it never held a frame.
    @Test func anEngineThatNamesNoFrame_opens_onlyFromADocumentThatHeldNoFrame() async throws {
        let page = Page()
        let asked = CountingNewWindowHandler()
        page.container.configuration.navigationPolicy.insertFirst(asked)
        page.container.bridge.mainDocument.runtimeSaidHello(origin: "https://app.example", isMainFrame: true)
        #expect(await page.open("https://app.example/one", from: nil) == .cancel)
        try await eventually("the app's container loads it") { page.made.loadedRequests.count == 1 }
        page.container.bridge.mainDocument.subframeSpoke(origin: "https://ads.example")
        #expect(await page.open("https://app.example/two", from: nil) == .cancel)
        page.container.bridge.mainDocument.replaced()
        #expect(await page.open("https://app.example/three", from: nil) == .cancel, "a document that has not reported in")
        #expect(asked.urls == ["https://app.example/one"], "only the document that held no frame reached the chain")
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
