import HybridCore
@testable import hybrid
import XCTest
import HybridVocabulary

/// The mock file format of `hybrid run`: what it accepts, and errors that name
/// the key at fault. The CLI's own handling of a bad file is in RunCommandTests.
final class MockFileTests: XCTestCase {
    private func parse(_ text: String) throws -> MockFile {
        try MockFileParser(file: "m.json").parse(JSONValue(jsonText: text))
    }

    private func problem(_ text: String) -> String {
        do { _ = try parse(text) } catch { return "\(error)" }
        return "no error"
    }

    func test_fullMockFile_parsesHandlersEventsAndCalls() throws {
        let mock = try parse("""
            {"handlers": {"scan": {"result": {"code": "QR-1"}}, "pay": {"error": {"code": "denied"}, "delayMs": 20}, "nothing": {}},
             "events": [{"name": "cart.changed", "payload": [1], "afterMs": 200}],
             "calls": [{"name": "h5.title", "afterMs": 50}]}
            """)
        XCTAssertEqual(mock.handlers["scan"], MockReply(outcome: .result(try RawJSON(#"{"code":"QR-1"}"#)), delay: .zero))
        XCTAssertEqual(mock.handlers["pay"], MockReply(outcome: .error(MockError(code: "denied", message: "denied")), delay: .milliseconds(20)))
        XCTAssertEqual(mock.handlers["nothing"], MockReply(outcome: .result(.null), delay: .zero))
        XCTAssertEqual(mock.deliveries, [
            MockDelivery(kind: .event, name: "cart.changed", value: try RawJSON("[1]"), after: .milliseconds(200)),
            MockDelivery(kind: .call, name: "h5.title", value: .null, after: .milliseconds(50)),
        ])
        XCTAssertEqual(mock.lastDelivery, .milliseconds(200))
    }

    func test_mockFile_declaresAppSchemesNamespacesMessageHandlersDialogsAndCallTimeouts() throws {
        let mock = try parse("""
            {"appSchemes": ["jxaction"], "messageHandlers": ["clientCallback"],
             "namespaces": {"app": {"scan": {"callbackArgument": 0, "handler": "scan"}, "share": {}}},
             "dialogs": {"confirm": false, "prompt": "typed"},
             "calls": [{"name": "h5.never", "timeout": 300}]}
            """)
        XCTAssertEqual(mock.appSchemes, ["jxaction"])
        XCTAssertEqual(mock.messageHandlers, ["clientCallback"])
        XCTAssertEqual(mock.namespaces, ["app": ["scan": Bridge.NamespaceMethod(handler: "scan", callbackArgument: 0), "share": Bridge.NamespaceMethod()]])
        XCTAssertEqual(mock.dialogs, MockDialogs(confirm: false, prompt: "typed"))
        XCTAssertEqual(mock.deliveries.first?.timeout, .milliseconds(300))
        XCTAssertEqual(try parse("{}").dialogs, MockDialogs(confirm: true, prompt: nil))
    }

    func test_badMockFiles_nameTheKeyAndTheProblem() {
        XCTAssertEqual(problem(#"{"handler": {}}"#), #"mock file m.json: handler: is not a known key (expected "actions", "appSchemes", "calls", "certificates", "credentials", "dialogs", "events", "expect", "files", "handlers", "messageHandlers", "namespaces", "nativeScreens", "pageCalls", "permissions", "position", "screenshotAfter")"#)
        XCTAssertEqual(problem(#"{"appSchemes": "jxaction"}"#), "mock file m.json: appSchemes: must be an array of names")
        XCTAssertEqual(problem(#"{"nativeScreens": {"scan": {"reply": 1}}}"#), #"mock file m.json: nativeScreens.scan.reply: is not a known key (expected "result")"#)
        XCTAssertEqual(problem(#"{"messageHandlers": [""]}"#), "mock file m.json: messageHandlers[0]: must be a non-empty string")
        XCTAssertEqual(problem(#"{"namespaces": {"app": {"scan": {"callbackArgument": -1}}}}"#), "mock file m.json: namespaces.app.scan.callbackArgument: must be an argument index from 0 to 15")
        XCTAssertEqual(problem(#"{"calls": [{"name": "x", "timeout": 0}]}"#), "mock file m.json: calls[0].timeout: must be more than 0 milliseconds")
        XCTAssertEqual(problem(#"{"events": [{"name": "x", "timeout": 5}]}"#), #"mock file m.json: events[0].timeout: is not a known key (expected "afterMs", "name", "payload")"#)
        XCTAssertEqual(problem(#"{"dialogs": {"confirm": "yes"}}"#), "mock file m.json: dialogs.confirm: must be true or false")
        XCTAssertEqual(problem(#"{"handlers": {"pay": {"error": {"message": "x"}}}}"#), "mock file m.json: handlers.pay.error.code: must be a non-empty string")
        XCTAssertEqual(problem(#"{"handlers": {"pay": {"error": "denied"}}}"#), "mock file m.json: handlers.pay.error: must be an object")
        XCTAssertEqual(problem(#"{"handlers": {"a": {"result": 1, "error": {"code": "x"}}}}"#), #"mock file m.json: handlers.a: has both "result" and "error"; keep one"#)
        XCTAssertEqual(problem(#"{"handlers": {"a": {"delayMs": 1.5}}}"#), "mock file m.json: handlers.a.delayMs: must be a whole number of milliseconds from 0 to 600000")
        XCTAssertEqual(problem(#"{"events": [{"name": "x"}, {"payload": 1}]}"#), "mock file m.json: events[1].name: must be a non-empty string")
        XCTAssertEqual(problem(#"{"calls": {"name": "x"}}"#), "mock file m.json: calls: must be an array")
        XCTAssertEqual(problem(#"{"events": [{"name": "x", "params": 1}]}"#), #"mock file m.json: events[0].params: is not a known key (expected "afterMs", "name", "payload")"#)
        XCTAssertEqual(problem("[]"), "mock file m.json: the top level must be an object")
    }

    func test_unreadableOrInvalidJSONFile_saysSo() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mock-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertThrowsError(try MockFile.load(path: file.path)) { XCTAssertTrue("\($0)".contains("cannot be read"), "\($0)") }
        try Data(#"{"handlers": [1"#.utf8).write(to: file)
        XCTAssertThrowsError(try MockFile.load(path: file.path)) { XCTAssertTrue("\($0)".contains("is not valid JSON"), "\($0)") }
    }

    func test_mockFile_certificates_trustHostsAndPins_andABadPinNamesItsKey() throws {
        let pin = "sha256/" + Data(repeating: 4, count: 32).base64EncodedString()
        let mock = try parse(#"{"certificates": {"trust": ["127.0.0.1", "*.dev.example"], "pins": {"m.example": ["\#(pin)"]}}}"#)
        XCTAssertTrue(mock.certificates.trust.contains("a.dev.example"))
        XCTAssertFalse(mock.certificates.trust.contains("m.example"))
        XCTAssertEqual(mock.certificates.pins.pins(for: "m.example")?.count, 1)
        XCTAssertTrue(problem(#"{"certificates": {"pins": {"m.example": ["sha256/abc"]}}}"#).contains("certificates.pins.m.example"))
        XCTAssertTrue(problem(#"{"certificates": {"trust": "127.0.0.1"}}"#).contains("certificates.trust"))
        XCTAssertTrue(problem(#"{"certificates": {"trusted": []}}"#).contains("certificates.trusted"))
    }
}
