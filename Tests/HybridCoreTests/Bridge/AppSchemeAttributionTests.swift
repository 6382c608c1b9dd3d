import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import XCTest

/// App-scheme messages are attributed to the main document by elimination,
/// and refused unrun whenever another document could have sent them.
final class AppSchemeAttributionTests: XCTestCase {
    @MainActor
    private final class Page {
        let view = FakeWebEngineView()
        let container: WebContainer
        var payments: [BridgeMessageSource] = []
        var refusals: [BridgeError] = []

        init(framesShareOrigin: Bool = true) {
            container = WebContainer(view: view)
            container.trust(try! BridgeOrigin("https://app.example"))
            container.bridge.urlRoutes.addScheme("jxaction")
            container.bridge.onInvalidMessage = { [unowned self] error, _ in refusals.append(error) }
            container.bridge.register("pay", options: BridgeHandlerOptions(acceptsURLScheme: true)) { [unowned self] (_: JSONValue, context) in
                payments.append(context.source)
                return "paid"
            }
            view.scriptResult = { body in
                guard body == BridgeScripts.describe else { return .null }
                return ["origin": "https://app.example", "document": "doc-1", "framesShareOrigin": .bool(framesShareOrigin)]
            }
        }

        func navigate(to url: String) async -> NavigationPolicy? {
            await container.decidePolicy(for: NavigationAction(request: URLRequest(url: URL(string: url)!)))
        }

        /// Waits until `count` messages were run or refused; a refused one never runs later.
        func settle(_ count: Int = 1) async {
            while payments.count + refusals.count < count { await Task.yield() }
        }
    }

    func test_messageFromTheOnlyDocument_runsAsItsOrigin_andCallsBackIntoThatDocumentOnly() async throws {
        try await onMain {
            let page = Page()
            let policy = await page.navigate(to: "jxaction://pay?callback=done")
            XCTAssertEqual(policy, .cancel)
            await page.settle()
            XCTAssertEqual(page.payments.map(\.origin), ["https://app.example"])
            XCTAssertEqual(page.payments.first?.transport, .urlScheme)
            while !page.view.asyncCalls.contains(where: { $0.body == BridgeScripts.deliver }) { await Task.yield() }
            let callback = try XCTUnwrap(page.view.asyncCalls.last)
            XCTAssertEqual(callback.body, BridgeScripts.deliver)
            XCTAssertEqual(callback.arguments["documentToken"], "doc-1")
        }
    }

    func test_messageWhileTheMainFrameNavigates_isRefusedUnrun() async throws {
        try await onMain {
            let page = Page()
            page.view.report(.started(URL(string: "https://app.example/next")))
            _ = await page.navigate(to: "jxaction://pay?callback=done")
            await page.settle()
            XCTAssertEqual(page.refusals.map(\.code), ["sender_unknown"])
            XCTAssertEqual(page.payments, [])
            XCTAssertFalse(page.view.asyncCalls.contains { $0.body == BridgeScripts.deliver })
        }
    }

    func test_messageFromAPageWithForeignOrSandboxedFrames_isRefusedUnrun() async throws {
        try await onMain {
            let page = Page(framesShareOrigin: false)
            _ = await page.navigate(to: "jxaction://pay?callback=done")
            await page.settle()
            XCTAssertEqual(page.refusals.map(\.code), ["sender_unknown"])
            XCTAssertEqual(page.payments, [])
        }
    }

    func test_messageAfterAForeignFrameSaidHello_isRefused_untilTheNextDocument() async throws {
        try await onMain {
            let page = Page()
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
            let page = Page()
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
            let page = Page()
            let action = NavigationAction(request: URLRequest(url: URL(string: "jxaction://pay")!), opensNewWindow: true)
            _ = await page.container.decidePolicy(for: action)
            await page.settle()
            XCTAssertEqual(page.refusals.map(\.code), ["sender_unknown"])
            XCTAssertEqual(page.payments, [])
        }
    }
}
