import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import XCTest

/// AllowedHosts at the navigation action, when the engine says which frame it targets (WKWebView).
final class AllowedHostsActionTests: XCTestCase {
    private static let main = FrameInfo(isMainFrame: true, securityOrigin: "https://app.example")
    private static let iframe = FrameInfo(isMainFrame: false, securityOrigin: "https://app.example")

    @MainActor
    private static func page() -> (WebContainer, NavigationDelegateRecorder) {
        let container = WebContainer(view: FakeWebEngineView())
        container.navigationPolicy.append(AllowedHosts(["app.example"]))
        let recorder = NavigationDelegateRecorder()
        container.delegate = recorder
        return (container, recorder)
    }

    /// What the engine asks its delegate before it sends anything.
    @MainActor
    private static func ask(_ container: WebContainer, _ url: String, target: FrameInfo?) async -> NavigationPolicy? {
        let action = NavigationAction(request: URLRequest(url: URL(string: url)!), sourceFrame: Self.main, targetFrame: target)
        return await container.view.delegate?.engineView(container.view, decidePolicyFor: action)
    }

    func test_mainFrameActionToForeignHost_isCancelledBeforeSending_andOpenedOutside() async throws {
        try await onMain {
            let (container, recorder) = Self.page()
            let policy = await Self.ask(container, "https://other.example/page", target: Self.main)
            XCTAssertEqual(policy, .cancel)
            XCTAssertEqual(recorder.openedExternally.map { $0.url?.absoluteString }, ["https://other.example/page"])
            XCTAssertEqual(recorder.openedExternally.map(\.reason), [.hostNotAllowed])
            XCTAssertTrue(recorder.askedActions.isEmpty, "the chain answered before the delegate")
        }
    }

    func test_mainFrameActionToAllowedHost_isLeftToTheRestOfTheChain() async throws {
        try await onMain {
            let (container, recorder) = Self.page()
            let policy = await Self.ask(container, "https://app.example/next", target: Self.main)
            XCTAssertEqual(policy, .allow)
            XCTAssertTrue(recorder.openedExternally.isEmpty)
            XCTAssertEqual(recorder.askedActions.count, 1)
        }
    }

    func test_iframeActionToForeignHost_isLeftAlone() async throws {
        try await onMain {
            let (container, recorder) = Self.page()
            let policy = await Self.ask(container, "https://other.example/widget", target: Self.iframe)
            XCTAssertEqual(policy, .allow)
            XCTAssertTrue(recorder.openedExternally.isEmpty)
        }
    }

    func test_actionWithoutTargetFrame_isLeftToTheResponseCheck() async throws {
        try await onMain {
            let (container, recorder) = Self.page()
            let policy = await Self.ask(container, "https://other.example/page", target: nil)
            XCTAssertEqual(policy, .allow, "WebKitGTK does not place actions: its iframes ask too")
            XCTAssertTrue(recorder.openedExternally.isEmpty)
            let response = NavigationResponse(url: URL(string: "https://other.example/page")!, statusCode: 200, mimeType: "text/html")
            let shown = await container.decidePolicy(for: response)
            XCTAssertEqual(shown, .cancel)
            XCTAssertEqual(recorder.openedExternally.count, 1)
        }
    }
}
