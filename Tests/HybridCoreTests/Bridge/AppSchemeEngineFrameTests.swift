import Foundation
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// When the engine names the frame that started an app-scheme navigation
/// (WKWebView's `sourceFrame`), that frame decides who sent it.
@MainActor
struct AppSchemeEngineFrameTests {
    private static let mainFrame = FrameInfo(isMainFrame: true, securityOrigin: "https://app.example")

    @Test func mainFrameNamedByTheEngine_runs_evenWithForeignFramesInThePage() async throws {
        let page = AppSchemePage(framesShareOrigin: false)
        _ = await page.navigate(to: "jxaction://pay?callback=done", sender: Self.mainFrame)
        await page.settle()
        #expect(page.payments.map(\.origin) == ["https://app.example"])
        #expect(page.payments.first?.isMainFrame == true)
    }

    /// A subframe of the page's origin, and a main frame of another origin than the answering document's.
    @Test(arguments: [
        FrameInfo(isMainFrame: false, securityOrigin: "https://app.example"),
        FrameInfo(isMainFrame: true, securityOrigin: "https://evil.example"),
    ])
    func senderTheEngineNamesOtherThanTheAnsweringMainFrame_isRefusedUnrun(_ sender: FrameInfo) async throws {
        let page = AppSchemePage()
        _ = await page.navigate(to: "jxaction://pay?callback=done", sender: sender)
        await page.settle()
        #expect(page.refusals.map(\.code) == ["sender_unknown"])
        #expect(page.payments == [])
        #expect(!page.view.asyncCalls.contains { $0.body == FakeBridgeRuntime.deliveryBody })
    }
}
