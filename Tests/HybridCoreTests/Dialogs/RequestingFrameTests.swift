import Foundation
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// A dialog names the page as its opener only when nothing else could have
/// opened it; an engine that names the frame (WKWebView) is believed.
@MainActor
struct RequestingFrameTests {
    private static func post(_ view: FakeWebEngineView, origin: String, main: Bool, _ text: String) async {
        _ = await view.post(.string(RuntimePost.message(text, origin: origin, isMainFrame: main)), to: "hybridkit")
    }

    @Test func pageWithoutFrames_dialogIsTheMainFrames() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        await Self.post(view, origin: "https://a.example", main: true, #"{"t":"hello"}"#)
        let delegate = RecordingDialogDelegate()
        container.delegate = delegate
        _ = await view.showDialog(ScriptDialog(kind: .alert, message: "hi"))
        #expect(delegate.dialogs.first?.sender == .mainFrame(origin: "https://a.example"))
    }

    @Test func crossOriginIframeHello_makesDialogsUnattributed() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let delegate = RecordingDialogDelegate()
        container.delegate = delegate
        await Self.post(view, origin: "https://a.example", main: true, #"{"t":"hello"}"#)
        await Self.post(view, origin: "https://ads.example", main: false, #"{"t":"hello"}"#)
        _ = await view.showDialog(ScriptDialog(kind: .alert, message: "re-enter your password"))
        #expect(delegate.dialogs.first?.sender == .unattributed)
        #expect(delegate.dialogs.first?.sender.origin == nil, "the page's origin must not be offered as the opener")
    }

    @Test func mainRuntimeSeeingAFrame_makesDialogsUnattributed_untilTheNextDocument() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let delegate = RecordingDialogDelegate()
        container.delegate = delegate
        await Self.post(view, origin: "https://a.example", main: true, #"{"t":"hello"}"#)
        await Self.post(view, origin: "https://a.example", main: true, #"{"t":"frames"}"#)
        _ = await view.showDialog(ScriptDialog(kind: .alert, message: "one"))
        view.report(.committed(URL(string: "https://a.example/next")!))
        await Self.post(view, origin: "https://a.example", main: true, #"{"t":"hello"}"#)
        _ = await view.showDialog(ScriptDialog(kind: .alert, message: "two"))
        #expect(delegate.dialogs.map(\.sender) == [.unattributed, .mainFrame(origin: "https://a.example")])
    }

    @Test func anySubframeMessage_makesDialogsUnattributed() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let delegate = RecordingDialogDelegate()
        container.delegate = delegate
        // Before the main runtime reports, nothing is attributed.
        _ = await view.showDialog(ScriptDialog(kind: .alert, message: "early"))
        await Self.post(view, origin: "https://a.example", main: true, #"{"t":"hello"}"#)
        await Self.post(view, origin: "https://evil.example", main: false, #"{"t":"frames"}"#)
        _ = await view.showDialog(ScriptDialog(kind: .alert, message: "late"))
        #expect(delegate.dialogs.map(\.sender) == [.unattributed, .unattributed])
    }

    @Test func engineFrame_isBelieved_forSubframesAndMainFrame() async throws {
        let page = try await ScriptedPage(url: URL(string: "https://a.example/")!)
        let delegate = RecordingDialogDelegate()
        page.container.delegate = delegate
        await page.alert("ad", origin: "https://ads.example", isMainFrame: false)
        await page.alert("page")
        #expect(delegate.dialogs.map(\.sender) == [.subframe(origin: "https://ads.example"), .mainFrame(origin: "https://a.example")])
    }
}
