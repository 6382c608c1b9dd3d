import Foundation
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// WVJB's native surface against the fake engine: what it sends, and when it settles.
@MainActor
struct WebViewJavascriptBridgeNativeSurfaceTests {
    @Test func callHandlerWithoutResponse_asksForNoAnswer_settlesAtDelivery_andIsRecorded() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        var records: [Bridge.CallRecord] = []
        container.bridge.observer = { records.append($0) }
        try await container.bridge.webViewJavascriptBridge.callHandler("showAlert", data: "saved")
        let call = try #require(view.asyncCalls.last)
        #expect(call.arguments["reply"] == false, "no answer asked: the runtime hands it over and answers at once")
        let message = try JSONValue(jsonText: try #require(call.arguments["message"]?.stringValue))
        #expect(message["t"] == "call")
        #expect(message["id"] == "")
        #expect(message["name"] == "showAlert")
        #expect(message["params"] == "saved")
        #expect(records.count == 1)
        #expect(records.first?.isFromPage == false)
        #expect(records.first?.handlerName == "showAlert")
        #expect(records.first.map { (try? $0.outcome.get()) == .null } == true)
    }

    @Test func callHandlerWithoutResponse_refusedByThePagesOrigin_throwsItsCode() async throws {
        let view = FakeWebEngineView()
        view.scriptResult = { _ in .string(#"{"error":{"code":"origin_not_allowed","message":"https://evil.example"}}"#) }
        let container = WebContainer(view: view)
        do {
            try await container.bridge.webViewJavascriptBridge.send("hello")
            Issue.record("a refused delivery must throw")
        } catch {
            #expect(error.code == "origin_not_allowed")
        }
        let message = try JSONValue(jsonText: try #require(view.asyncCalls.last?.arguments["message"]?.stringValue))
        #expect(message["name"] == .string(Bridge.WebViewJavascriptBridgeCompatibility.defaultHandlerName))
    }
}
