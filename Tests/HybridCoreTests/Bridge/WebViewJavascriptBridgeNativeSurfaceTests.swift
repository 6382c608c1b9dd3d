import Foundation
@testable import HybridCore
import HybridTesting
import XCTest

/// WVJB's native surface against the fake engine: what it sends, and when it settles.
final class WebViewJavascriptBridgeNativeSurfaceTests: XCTestCase {
    func test_callHandlerWithoutResponse_asksForNoAnswer_settlesAtDelivery_andIsRecorded() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            var records: [Bridge.CallRecord] = []
            container.bridge.observer = { records.append($0) }
            try await container.bridge.webViewJavascriptBridge.callHandler("showAlert", data: "saved")
            let call = try XCTUnwrap(view.asyncCalls.last)
            XCTAssertEqual(call.arguments["reply"], false, "no answer asked: the runtime hands it over and answers at once")
            let message = try JSONValue(jsonText: try XCTUnwrap(call.arguments["message"]?.stringValue))
            XCTAssertEqual(message["t"], "call")
            XCTAssertEqual(message["id"], "")
            XCTAssertEqual(message["name"], "showAlert")
            XCTAssertEqual(message["params"], "saved")
            XCTAssertEqual(records.count, 1)
            XCTAssertEqual(records.first?.direction, .nativeToPage)
            XCTAssertEqual(records.first?.handlerName, "showAlert")
            XCTAssertEqual(records.first.map { (try? $0.outcome.get()) == .null }, true)
        }
    }

    func test_callHandlerWithoutResponse_refusedByThePagesOrigin_throwsItsCode() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            view.scriptResult = { _ in .string(#"{"error":{"code":"origin_not_allowed","message":"https://evil.example"}}"#) }
            let container = WebContainer(view: view)
            do {
                try await container.bridge.webViewJavascriptBridge.send("hello")
                XCTFail("a refused delivery must throw")
            } catch {
                XCTAssertEqual((error as? BridgeError)?.code, "origin_not_allowed")
            }
            let message = try JSONValue(jsonText: try XCTUnwrap(view.asyncCalls.last?.arguments["message"]?.stringValue))
            XCTAssertEqual(message["name"], .string(Bridge.WebViewJavascriptBridgeCompatibility.defaultHandlerName))
        }
    }
}
