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
        page.container.gestureDidEnd()  // the person's next gesture
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

    /// WebKit lets every `window.open` of one click through, and carries the click
    /// into timers for a second: one click of a hostile page would open a screen
    /// (or dial, or switch apps) per call. One gesture opens one window: after one
    /// is opened, the next within ``OpeningsPerGesture/oneGesture`` is refused.
    @Test func manyWindowOpens_inOneGesture_openOneScreen_andALaterGestureOpensAnother() async throws {
        let page = Page()
        let asked = CountingNewWindowHandler()
        page.container.configuration.navigationPolicy.insertFirst(asked)
        for index in 0..<10 { #expect(await page.open("https://app.example/popup?\(index)") == .cancel) }
        #expect(await page.open("weixin://dl/pay") == .cancel)
        #expect(asked.urls == ["https://app.example/popup?0"], "one click opened \(asked.urls.count) windows")
        #expect(page.recorder.openedExternally.isEmpty)
        page.container.gestureDidEnd()  // a gesture more than a second later
        #expect(await page.open("weixin://dl/pay") == .cancel)
        #expect(asked.urls.count == 2 && page.recorder.openedExternally.count == 1)
    }

    /// The frames and timers of one click each navigate with its gesture: five
    /// iframes a click adds, each to `weixin://…`, reach the chain as five gestures
    /// on WebKitGTK. One gesture opens one thing outside the page, an app or a window;
    /// an action without a gesture (a redirect) is still handed to the app to judge.
    @Test func oneGesture_opensOneAppOrWindow_howeverManyFramesOrTimersAsk() async throws {
        let page = Page()
        for index in 0..<5 {
            let action = NavigationAction(request: URLRequest(url: URL(string: "weixin://dl/\(index)")!), isUserGesture: true)
            #expect(await page.container.decidePolicy(for: action) == .cancel)
        }
        #expect(page.recorder.openedExternally.map(\.url?.absoluteString) == ["weixin://dl/0"], "one click switched apps five times")
        #expect(await page.open("https://app.example/also") == .cancel)
        #expect(page.made.loadedRequests.isEmpty, "the gesture that opened an app opened a screen too")
        _ = await page.container.decidePolicy(for: NavigationAction(request: URLRequest(url: URL(string: "tel:+1")!), isRedirect: true))
        #expect(page.recorder.openedExternally.count == 2, "an action without a gesture is the app's to judge")
        page.container.gestureDidEnd()  // a gesture more than a second later
        _ = await page.container.decidePolicy(for: NavigationAction(request: URLRequest(url: URL(string: "tel:+2")!), isUserGesture: true))
        #expect(page.recorder.openedExternally.count == 3)
    }

    /// The app's chain may take its time (a handler that asks a server) before the
    /// new-window rule acts. A page hidden or closed meanwhile, as a modal went over
    /// it, opens no screen: who is asking is the page as it is when the screen would open.
    @Test func aPageHiddenOrClosedWhileTheChainDecides_opensNoScreen() async throws {
        for closes in [false, true] {
            let page = Page()
            let slow = SlowHandler()
            page.container.configuration.navigationPolicy.insertFirst(slow)
            let asked = Task { await page.open("https://app.example/pay") }
            try await eventually("the chain is deciding") { slow.isWaiting }
            if closes { page.container.close() } else { page.container.isVisible = false }
            slow.release()
            #expect(await asked.value == .cancel)
            #expect(page.recorder.madeContainerCount == 0, closes ? "a closed page opened a screen" : "a hidden page opened a screen")
        }
    }

    /// A page cannot navigate its own frame to a local file or to a document it
    /// wrote (`data:`), but the app's load of a new window can: such a window shows
    /// the page's own content or the device's files as a native screen. Refused,
    /// as are `javascript:`, `blob:` and `about:`, which load no page of a server.
    @Test func aNewWindowOfALocalFile_orOfThePagesOwnContent_isRefused() async throws {
        let page = Page()
        let asked = CountingNewWindowHandler()
        page.container.configuration.navigationPolicy.insertFirst(asked)
        for url in ["file:///etc/passwd", "FILE:///etc/passwd", "data:text/html,<form>login</form>", "javascript:alert(1)",
                    "blob:https://app.example/0b4e0c3c-1d0f-4c49-9a7e-2f7c5c1c1a11", "about:blank", "about:srcdoc"] {
            #expect(await page.open(url) == .cancel)
            page.container.gestureDidEnd()
        }
        #expect(asked.urls == [], "the app's chain was asked to open \(asked.urls)")
        #expect(page.made.loadedRequests.isEmpty && page.view.loadedRequests.isEmpty)
        #expect(await page.open("https://app.example/fine") == .cancel)
        #expect(asked.urls == ["https://app.example/fine"])
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

/// Holds every action until released, as a handler that asks a server would.
@MainActor
private final class SlowHandler: NavigationHandler {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    var isWaiting: Bool { !waiting.isEmpty }
    func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        await withCheckedContinuation { waiting.append($0) }
        return nil
    }
    func release() {
        let held = waiting
        waiting.removeAll()
        held.forEach { $0.resume() }
    }
}
