import Foundation
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

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
        func open(_ url: String, gesture: Bool = true, origin: String? = nil, isMainFrame: Bool? = true) async -> NavigationPolicy {
            await page.navigate(to: URL(string: url)!, isUserGesture: gesture, opensNewWindow: true, origin: origin, isMainFrame: isMainFrame)
        }
    }

    @Test func windowOpen_withAGesture_inTheMainDocument_reachesThePolicyChain_andTheEngineOpensNothing() async throws {
        let page = try await Page()
        #expect(await page.open("https://app.example/pay") == .cancel, "the engine is never told to open a window")
        #expect(page.asked.urls == ["https://app.example/pay"])
        try await page.made.finishLoad()
        #expect(page.made.container.url?.path == "/pay", "the app's container loaded it")
        page.page.container.gestureDidEnd()  // the person's next gesture
        #expect(await page.open("weixin://dl/scan") == .cancel)
        #expect(page.recorder.openedExternally.map(\.url?.absoluteString) == ["weixin://dl/scan"])
    }

    @Test func aFrameOfAnotherOrigin_aHiddenPage_orNoGesture_opensNoScreenAndNoApp() async throws {
        let page = try await Page()
        #expect(await page.open("https://phish.example/", origin: "https://ads.example", isMainFrame: false) == .cancel)
        #expect(await page.open("weixin://dl/pay", origin: "https://ads.example", isMainFrame: false) == .cancel)
        #expect(await page.open("https://app.example/popunder", gesture: false) == .cancel)
        #expect(await page.open("tel:+8613800000000", gesture: false) == .cancel)
        page.page.container.isVisible = false
        #expect(await page.open("https://app.example/below") == .cancel)
        #expect(page.asked.urls == [], "no rule of the app's chain was asked")
        #expect(page.recorder.containersMade == 0, "no screen was made")
        #expect(page.page.container.url?.path == "/", "nothing was loaded in the page")
        #expect(page.recorder.openedExternally.isEmpty, "another app was opened")
    }

    /// WebKit lets every `window.open` of one click through, and carries the click
    /// into timers for a second: one click of a hostile page would open a screen
    /// (or dial, or switch apps) per call. One gesture opens one window: after one
    /// is opened, the next within ``OpeningsPerGesture/oneGesture`` is refused.
    @Test func manyWindowOpens_inOneGesture_openOneScreen_andALaterGestureOpensAnother() async throws {
        let page = try await Page()
        for index in 0..<10 { #expect(await page.open("https://app.example/popup?\(index)") == .cancel) }
        #expect(await page.open("weixin://dl/pay") == .cancel)
        #expect(page.asked.urls == ["https://app.example/popup?0"], "one click opened \(page.asked.urls.count) windows")
        #expect(page.recorder.openedExternally.isEmpty)
        page.page.container.gestureDidEnd()  // a gesture more than a second later
        #expect(await page.open("weixin://dl/pay") == .cancel)
        #expect(page.asked.urls.count == 2 && page.recorder.openedExternally.count == 1)
    }

    /// The frames and timers of one click each navigate with its gesture: five
    /// iframes a click adds, each to `weixin://…`, reach the chain as five gestures
    /// on WebKitGTK. One gesture opens one thing outside the page, an app or a window;
    /// an action without a gesture (a redirect) is still handed to the app to judge.
    @Test func oneGesture_opensOneAppOrWindow_howeverManyFramesOrTimersAsk() async throws {
        let page = try await Page()
        for index in 0..<5 { #expect(await page.page.navigate(to: URL(string: "weixin://dl/\(index)")!) == .cancel) }
        #expect(page.recorder.openedExternally.map(\.url?.absoluteString) == ["weixin://dl/0"], "one click switched apps five times")
        #expect(await page.open("https://app.example/also") == .cancel)
        #expect(page.asked.urls.isEmpty && page.recorder.containersMade == 0, "the gesture that opened an app opened a screen too")
        _ = await page.page.navigate(to: URL(string: "tel:+1")!, isUserGesture: false)
        #expect(page.recorder.openedExternally.count == 2, "an action without a gesture is the app's to judge")
        page.page.container.gestureDidEnd()  // a gesture more than a second later
        _ = await page.page.navigate(to: URL(string: "tel:+2")!)
        #expect(page.recorder.openedExternally.count == 3)
    }

    /// The app's chain may take its time (a handler that asks a server) before the
    /// new-window rule acts. A page hidden or closed meanwhile, as a modal went over
    /// it, opens no screen: who is asking is the page as it is when the screen would open.
    @Test func aPageHiddenOrClosedWhileTheChainDecides_opensNoScreen() async throws {
        for closes in [false, true] {
            let page = try await Page()
            let slow = SlowHandler()
            page.page.container.configuration.navigationPolicy.insertFirst(slow)
            let asked = Task { await page.open("https://app.example/pay") }
            try await eventually("the chain is deciding") { slow.isWaiting }
            if closes { page.page.container.close() } else { page.page.container.isVisible = false }
            slow.release()
            #expect(await asked.value == .cancel)
            #expect(page.recorder.containersMade == 0, closes ? "a closed page opened a screen" : "a hidden page opened a screen")
        }
    }

    /// A page cannot navigate its own frame to a local file or to a document it
    /// wrote (`data:`), but the app's load of a new window can: such a window shows
    /// the page's own content or the device's files as a native screen. Refused,
    /// as are `javascript:`, `blob:` and `about:`, which load no page of a server.
    @Test func aNewWindowOfALocalFile_orOfThePagesOwnContent_isRefused() async throws {
        let page = try await Page()
        for url in ["file:///etc/passwd", "FILE:///etc/passwd", "data:text/html,<form>login</form>", "javascript:alert(1)",
                    "blob:https://app.example/0b4e0c3c-1d0f-4c49-9a7e-2f7c5c1c1a11", "about:blank", "about:srcdoc"] {
            #expect(await page.open(url) == .cancel)
            page.page.container.gestureDidEnd()
        }
        #expect(page.asked.urls == [], "the app's chain was asked to open \(page.asked.urls)")
        #expect(page.recorder.containersMade == 0 && page.page.container.url?.path == "/")
        #expect(await page.open("https://app.example/fine") == .cancel)
        #expect(page.asked.urls == ["https://app.example/fine"])
    }

    /// WebKitGTK names no frame: the main document is the asker only when it never held a frame.
    @Test func anEngineThatNamesNoFrame_opens_onlyFromADocumentThatHeldNoFrame() async throws {
        let page = try await Page()
        #expect(await page.open("https://app.example/one", isMainFrame: nil) == .cancel)
        try await page.made.finishLoad()
        _ = await page.page.failure("ads.ping", origin: "https://ads.example", isMainFrame: false)  // an ad's frame speaks to the bridge
        page.page.container.gestureDidEnd()
        #expect(await page.open("https://app.example/two", isMainFrame: nil) == .cancel)
        await page.page.navigate(to: URL(string: "https://app.example/next")!)
        try await page.page.commitLoad()
        page.page.container.gestureDidEnd()
        #expect(await page.open("https://app.example/three", isMainFrame: nil) == .cancel, "a document that has not reported in")
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
