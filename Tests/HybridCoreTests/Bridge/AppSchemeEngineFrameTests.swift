import Foundation
@testable import HybridCore
import HybridTesting
import XCTest

/// When the engine names the frame that started an app-scheme navigation
/// (WKWebView's `sourceFrame`), that frame decides who sent it.
final class AppSchemeEngineFrameTests: XCTestCase {
    private static let mainFrame = FrameInfo(isMainFrame: true, securityOrigin: "https://app.example")

    func test_mainFrameNamedByTheEngine_runs_evenWithForeignFramesInThePage() async throws {
        try await onMain {
            let page = AppSchemePage(framesShareOrigin: false)
            _ = await page.navigate(to: "jxaction://pay?callback=done", sender: Self.mainFrame)
            await page.settle()
            XCTAssertEqual(page.payments.map(\.origin), ["https://app.example"])
            XCTAssertEqual(page.payments.first?.frame, .main)
        }
    }

    func test_subframeNamedByTheEngine_isRefusedUnrun() async throws {
        try await onMain {
            let page = AppSchemePage()
            let iframe = FrameInfo(isMainFrame: false, securityOrigin: "https://app.example")
            _ = await page.navigate(to: "jxaction://pay?callback=done", sender: iframe)
            await page.settle()
            XCTAssertEqual(page.refusals.map(\.code), ["sender_unknown"])
            XCTAssertEqual(page.payments, [])
            XCTAssertFalse(page.view.asyncCalls.contains { $0.body == FakeBridgeRuntime.deliveryBody })
        }
    }

    func test_engineOriginDisagreeingWithTheAnsweringDocument_isRefusedUnrun() async throws {
        try await onMain {
            let page = AppSchemePage()
            let other = FrameInfo(isMainFrame: true, securityOrigin: "https://evil.example")
            _ = await page.navigate(to: "jxaction://pay", sender: other)
            await page.settle()
            XCTAssertEqual(page.refusals.map(\.code), ["sender_unknown"])
            XCTAssertEqual(page.payments, [])
        }
    }
}
