import Foundation
import HybridCore
import HybridVocabulary
import HybridTestServer
import HybridTesting
import HybridWebKitGTK
import XCTest

/// URLs from outside the app, in a real `HybridNavigatorWindow`: a custom-scheme
/// URL handed over twice at launch opens once, above the first page; a
/// notification tap opens where its rule says; each page reads how it came.
final class IncomingURLTests: XCTestCase {
    static let page = "<title>page</title><script>window.opening = null; hybrid.navigator.opening().then(o => opening = o)</script>"

    func test_aLinkHandedOverTwiceAtLaunch_opensOnceAboveTheFirstPage_andANotificationOpensWhereItsRuleSays() throws {
        try EngineHarness.run { engine, server in
            for path in ["/in/home", "/in/orders/7", "/in/new"] { await server.serve(html: Self.page, at: path) }
            let navigator = try NavigatorHarness.navigator(engine, rules: #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#)
            navigator.customSchemeMapping = { url in
                guard url.scheme == "shop", url.host == "orders", let id = Int(url.lastPathComponent) else { return nil }
                return server.url("/in/orders/\(id)")
            }
            navigator.customSchemeHosts = ["127.0.0.1"]
            let window = try HybridNavigatorWindow(navigator: navigator)
            defer { window.close() }
            window.show()
            let link = try XCTUnwrap(URL(string: "shop://orders/7"))
            try await navigator.open(link, arrivedBy: .customScheme)       // the launch options
            try await navigator.open(link, arrivedBy: .customScheme)       // and open url, moments later
            XCTAssertTrue(navigator.stack.isEmpty, "it waits for the first page")
            try await navigator.route(server.url("/in/home"))
            let order = try await NavigatorHarness.top(navigator, is: "/in/orders/7")
            XCTAssertEqual(navigator.stack.map { $0.url?.path }, ["/in/home", "/in/orders/7"])
            try await eventually("the page read its opening") { try await order.evaluateJavaScript("opening !== null") == true }
            let opening = try await order.evaluateJavaScript("opening")
            XCTAssertEqual(opening["source"], "customScheme")
            XCTAssertEqual(opening["receivedURL"], "shop://orders/7")
            XCTAssertEqual(opening["url"], .string(server.url("/in/orders/7").absoluteString))

            try await navigator.open(server.url("/in/new"), arrivedBy: .notification(payload: ["orderId": 7]))
            let sheet = try await NavigatorHarness.top(navigator, is: "/in/new")
            XCTAssertEqual(navigator.modalStack.count, 1)
            XCTAssertEqual(navigator.stack.count, 2, "the modal rule left the main stack as it was")
            try await eventually("the sheet read its opening") { try await sheet.evaluateJavaScript("opening !== null") == true }
            let payload = try await sheet.evaluateJavaScript("opening.source + ' ' + opening.payload.orderId")
            XCTAssertEqual(payload, "notification 7")
            let refused = try XCTUnwrap(URL(string: "shop://wallet/drain"))
            await XCTAssertThrowsErrorAsync(try await navigator.open(refused, arrivedBy: .customScheme)) { error in
                XCTAssertEqual((error as? NavigatorRefusal)?.code, "navigator_url_refused")
            }
            XCTAssertEqual(navigator.stack.count + navigator.modalStack.count, 3, "a refused URL opens nothing")
        }
    }
}
