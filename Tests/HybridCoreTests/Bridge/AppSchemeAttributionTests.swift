import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import XCTest

/// App-scheme messages are attributed to the main document by elimination,
/// and refused unrun whenever another document could have sent them.
final class AppSchemeAttributionTests: XCTestCase {
    func test_messageFromTheOnlyDocument_runsAsItsOrigin_andCallsBackIntoThatDocumentOnly() async throws {
        try await onMain {
            let page = AppSchemePage()
            let policy = await page.navigate(to: "jxaction://pay?callback=done")
            XCTAssertEqual(policy, .cancel)
            await page.settle()
            XCTAssertEqual(page.payments.map(\.origin), ["https://app.example"])
            XCTAssertEqual(page.payments.first?.transport, .urlScheme)
            while !page.view.asyncCalls.contains(where: { $0.body == FakeBridgeRuntime.deliveryBody }) { await Task.yield() }
            let callback = try XCTUnwrap(page.view.asyncCalls.last)
            XCTAssertEqual(callback.body, FakeBridgeRuntime.deliveryBody)
            XCTAssertEqual(callback.arguments["document"], "doc-1")
        }
    }

    func test_messageWhileTheMainFrameNavigates_isRefusedUnrun() async throws {
        try await onMain {
            let page = AppSchemePage()
            page.view.report(.started(URL(string: "https://app.example/next")))
            _ = await page.navigate(to: "jxaction://pay?callback=done")
            await page.settle()
            XCTAssertEqual(page.refusals.map(\.code), ["sender_unknown"])
            XCTAssertEqual(page.payments, [])
            XCTAssertFalse(page.view.asyncCalls.contains { $0.body == FakeBridgeRuntime.deliveryBody })
        }
    }

    func test_messageFromAPageWithForeignOrSandboxedFrames_isRefusedUnrun() async throws {
        try await onMain {
            let page = AppSchemePage(framesShareOrigin: false)
            _ = await page.navigate(to: "jxaction://pay?callback=done")
            await page.settle()
            XCTAssertEqual(page.refusals.map(\.code), ["sender_unknown"])
            XCTAssertEqual(page.payments, [])
        }
    }

    func test_messageAfterAForeignFrameSaidHello_isRefused_untilTheNextDocument() async throws {
        try await onMain {
            let page = AppSchemePage()
            let hello = #"{"t":"hello"}"#
            _ = await page.view.post([.string("https://app.example"), .bool(true), .string(hello)], to: "hybridkit")
            _ = await page.view.post([.string("https://ads.example"), .bool(false), .string(hello)], to: "hybridkit")
            _ = await page.navigate(to: "jxaction://pay")
            await page.settle()
            XCTAssertEqual(page.refusals.map(\.code), ["sender_unknown"])
            page.view.report(.committed(URL(string: "https://app.example/clean")))
            _ = await page.navigate(to: "jxaction://pay")
            await page.settle(2)
            XCTAssertEqual(page.payments.count, 1)
        }
    }

    func test_messageWhoseDocumentIsReplacedBeforeItAnswers_isRefusedUnrun() async throws {
        try await onMain {
            let page = AppSchemePage()
            page.view.holdsAsyncCalls = true
            _ = await page.navigate(to: "jxaction://pay?callback=done")
            while page.view.asyncCalls.isEmpty { await Task.yield() }
            page.view.report(.committed(URL(string: "https://app.example/next")))
            page.view.holdsAsyncCalls = false
            page.view.releaseHeldCalls()
            await page.settle()
            XCTAssertEqual(page.refusals.map(\.code), ["sender_unknown"])
            XCTAssertEqual(page.payments, [])
        }
    }

    func test_newWindowRequest_isRefusedUnrun() async throws {
        try await onMain {
            let page = AppSchemePage()
            let action = NavigationAction(request: URLRequest(url: URL(string: "jxaction://pay")!), opensNewWindow: true)
            _ = await page.container.decidePolicy(for: action)
            await page.settle()
            XCTAssertEqual(page.refusals.map(\.code), ["sender_unknown"])
            XCTAssertEqual(page.payments, [])
        }
    }
}
