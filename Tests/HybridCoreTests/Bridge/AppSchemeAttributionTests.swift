import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// App-scheme messages are attributed to the main document by elimination,
/// and refused unrun whenever another document could have sent them.
@MainActor
struct AppSchemeAttributionTests {
    @Test func messageFromTheOnlyDocument_runsAsItsOrigin_andCallsBackIntoThatDocumentOnly() async throws {
        let page = AppSchemePage()
        let policy = await page.navigate(to: "jxaction://pay?callback=done")
        #expect(policy == .cancel)
        await page.settle()
        #expect(page.payments.map(\.origin) == ["https://app.example"])
        #expect(page.payments.first?.transport == .urlScheme)
        while !page.view.asyncCalls.contains(where: { $0.body == FakeBridgeRuntime.deliveryBody }) { await Task.yield() }
        let callback = try #require(page.view.asyncCalls.last)
        #expect(callback.body == FakeBridgeRuntime.deliveryBody)
        #expect(callback.arguments["document"] == "doc-1")
    }

    @Test func messageWhileTheMainFrameNavigates_isRefusedUnrun() async throws {
        let page = AppSchemePage()
        page.view.report(.started(URL(string: "https://app.example/next")))
        _ = await page.navigate(to: "jxaction://pay?callback=done")
        await page.settle()
        #expect(page.refusals.map(\.code) == ["sender_unknown"])
        #expect(page.payments == [])
        #expect(!page.view.asyncCalls.contains { $0.body == FakeBridgeRuntime.deliveryBody })
    }

    @Test func messageFromAPageWithForeignOrSandboxedFrames_isRefusedUnrun() async throws {
        let page = AppSchemePage(framesShareOrigin: false)
        _ = await page.navigate(to: "jxaction://pay?callback=done")
        await page.settle()
        #expect(page.refusals.map(\.code) == ["sender_unknown"])
        #expect(page.payments == [])
    }

    @Test func messageAfterAForeignFrameSaidHello_isRefused_untilTheNextDocument() async throws {
        let page = AppSchemePage()
        let hello = #"{"t":"hello"}"#
        _ = await page.view.post(.string(RuntimePost.message(hello, origin: "https://app.example", isMainFrame: true)), to: "hybridkit")
        _ = await page.view.post(.string(RuntimePost.message(hello, origin: "https://ads.example", isMainFrame: false)), to: "hybridkit")
        _ = await page.navigate(to: "jxaction://pay")
        await page.settle()
        #expect(page.refusals.map(\.code) == ["sender_unknown"])
        page.view.report(.committed(URL(string: "https://app.example/clean")))
        _ = await page.navigate(to: "jxaction://pay")
        await page.settle(2)
        #expect(page.payments.count == 1)
    }

    @Test func messageWhoseDocumentIsReplacedBeforeItAnswers_isRefusedUnrun() async throws {
        let page = AppSchemePage()
        page.view.holdsAsyncCalls = true
        _ = await page.navigate(to: "jxaction://pay?callback=done")
        while page.view.asyncCalls.isEmpty { await Task.yield() }
        page.view.report(.committed(URL(string: "https://app.example/next")))
        page.view.holdsAsyncCalls = false
        page.view.releaseHeldCalls()
        await page.settle()
        #expect(page.refusals.map(\.code) == ["sender_unknown"])
        #expect(page.payments == [])
    }

    @Test func newWindowRequest_isRefusedUnrun() async throws {
        let page = AppSchemePage()
        let action = NavigationAction(request: URLRequest(url: URL(string: "jxaction://pay")!), opensNewWindow: true)
        _ = await page.container.decidePolicy(for: action)
        await page.settle()
        #expect(page.refusals.map(\.code) == ["sender_unknown"])
        #expect(page.payments == [])
    }
}
