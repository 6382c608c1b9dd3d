import Foundation
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// AllowedHosts at the navigation action, when the engine says which frame it targets (WKWebView).
@MainActor
struct AllowedHostsActionTests {
    private static func page() async throws -> (ScriptedPage, NavigationDelegateRecorder) {
        let page = try await ScriptedPage(url: URL(string: "https://app.example/")!)
        page.container.configuration.navigationPolicy.append(AllowedHosts(["app.example"]))
        let recorder = NavigationDelegateRecorder()
        page.container.delegate = recorder
        return (page, recorder)
    }

    @Test func mainFrameActionToForeignHost_isCancelledBeforeSending_andOpenedOutside() async throws {
        let (page, recorder) = try await Self.page()
        #expect(await page.navigate(to: URL(string: "https://other.example/page")!) == .cancel)
        #expect(recorder.openedExternally.map { $0.url?.absoluteString } == ["https://other.example/page"])
        #expect(recorder.askedActions.isEmpty, "the chain answered before the delegate")
    }

    @Test func mainFrameActionToAllowedHost_isLeftToTheRestOfTheChain() async throws {
        let (page, recorder) = try await Self.page()
        #expect(await page.navigate(to: URL(string: "https://app.example/next")!) == .allow)
        #expect(recorder.openedExternally.isEmpty)
        #expect(recorder.askedActions.count == 1)
        try await page.finishLoad()
        #expect(page.container.url?.path == "/next")
    }

    @Test func iframeActionToForeignHost_isLeftAlone() async throws {
        let (page, recorder) = try await Self.page()
        #expect(await page.navigate(to: URL(string: "https://other.example/widget")!, origin: "https://app.example", isMainFrame: false) == .allow)
        #expect(recorder.openedExternally.isEmpty)
    }

    @Test func actionWithoutTargetFrame_isLeftToTheResponseCheck() async throws {
        let (page, recorder) = try await Self.page()
        let policy = await page.navigate(to: URL(string: "https://other.example/page")!, isMainFrame: nil)
        #expect(policy == .allow, "WebKitGTK does not place actions: its iframes ask too")
        #expect(recorder.openedExternally.isEmpty)
        try await page.finishLoad()
        #expect(recorder.openedExternally.map { $0.url?.host } == ["other.example"], "the main frame's response was refused and opened outside")
        #expect(page.container.url?.host == "app.example", "the foreign page never committed")
    }
}
