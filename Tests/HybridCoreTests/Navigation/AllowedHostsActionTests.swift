import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import Testing
import HybridEngineSupport

/// AllowedHosts at the navigation action, when the engine says which frame it targets (WKWebView).
@MainActor
struct AllowedHostsActionTests {
    private static let main = FrameInfo(isMainFrame: true, securityOrigin: "https://app.example")
    private static let iframe = FrameInfo(isMainFrame: false, securityOrigin: "https://app.example")

    private static func page() -> (WebContainer, NavigationDelegateRecorder) {
        let container = WebContainer(view: FakeWebEngineView())
        container.configuration.navigationPolicy.append(AllowedHosts(["app.example"]))
        let recorder = NavigationDelegateRecorder()
        container.delegate = recorder
        return (container, recorder)
    }

    /// What the engine asks its delegate before it sends anything.
    private static func ask(_ container: WebContainer, _ url: String, target: FrameInfo?) async -> NavigationPolicy? {
        let action = NavigationAction(request: URLRequest(url: URL(string: url)!), sourceFrame: Self.main, targetFrame: target)
        return await container.view.delegate?.engineView(container.view, decidePolicyFor: action)
    }

    @Test func mainFrameActionToForeignHost_isCancelledBeforeSending_andOpenedOutside() async throws {
        let (container, recorder) = Self.page()
        let policy = await Self.ask(container, "https://other.example/page", target: Self.main)
        #expect(policy == .cancel)
        #expect(recorder.openedExternally.map { $0.url?.absoluteString } == ["https://other.example/page"])
        #expect(recorder.openedExternally.map(\.reason) == [.hostNotAllowed])
        #expect(recorder.askedActions.isEmpty, "the chain answered before the delegate")
    }

    @Test func mainFrameActionToAllowedHost_isLeftToTheRestOfTheChain() async throws {
        let (container, recorder) = Self.page()
        let policy = await Self.ask(container, "https://app.example/next", target: Self.main)
        #expect(policy == .allow)
        #expect(recorder.openedExternally.isEmpty)
        #expect(recorder.askedActions.count == 1)
    }

    @Test func iframeActionToForeignHost_isLeftAlone() async throws {
        let (container, recorder) = Self.page()
        let policy = await Self.ask(container, "https://other.example/widget", target: Self.iframe)
        #expect(policy == .allow)
        #expect(recorder.openedExternally.isEmpty)
    }

    @Test func actionWithoutTargetFrame_isLeftToTheResponseCheck() async throws {
        let (container, recorder) = Self.page()
        let policy = await Self.ask(container, "https://other.example/page", target: nil)
        #expect(policy == .allow, "WebKitGTK does not place actions: its iframes ask too")
        #expect(recorder.openedExternally.isEmpty)
        let response = NavigationResponse(url: URL(string: "https://other.example/page")!, statusCode: 200, mimeType: "text/html")
        let shown = await container.decidePolicy(for: response)
        #expect(shown == .cancel)
        #expect(recorder.openedExternally.count == 1)
    }
}
