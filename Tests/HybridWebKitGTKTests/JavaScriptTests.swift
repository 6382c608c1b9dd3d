import Foundation
import HybridCore
import HybridWebKitGTK
import XCTest
import HybridVocabulary
import HybridEngineInterface

final class JavaScriptTests: XCTestCase {
    func test_evaluate_returnsEveryJSONType() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try await container.loadHTML("<p>x</p>")
            let cases: [(String, JSONValue)] = [
                ("null", .null),
                ("true", .bool(true)),
                ("false", .bool(false)),
                ("42", .number(42)),
                ("-1.5e3", .number(-1500)),
                ("'héllo \\u2028 \"q\" </script>'", .string("héllo \u{2028} \"q\" </script>")),
                ("[1, 'a', null, [true]]", [1, "a", nil, [true]]),
                ("({a: {b: [1, 2]}, c: 'd'})", ["a": ["b": [1, 2]], "c": "d"]),
                ("undefined", .null),
            ]
            for (source, expected) in cases {
                let value = try await container.evaluateJavaScript(source)
                XCTAssertEqual(value, expected, source)
            }
        }
    }

    func test_thrownError_becomesTypedJavaScriptException() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try await container.loadHTML("<p>x</p>")
            do {
                _ = try await container.evaluateJavaScript("throw new TypeError('boom')")
                XCTFail("should throw")
            } catch let EngineError.javaScriptException(message) {
                XCTAssertTrue(message.contains("boom"), message)
            }
        }
    }

    func test_syntaxError_becomesTypedJavaScriptException() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try await container.loadHTML("<p>x</p>")
            do {
                _ = try await container.evaluateJavaScript("function (")
                XCTFail("should throw")
            } catch let EngineError.javaScriptException(message) {
                XCTAssertTrue(message.contains("SyntaxError"), message)
            }
        }
    }

    func test_functionResult_isUnsupportedResultType() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try await container.loadHTML("<p>x</p>")
            do {
                _ = try await container.evaluateJavaScript("(function f() {})")
                XCTFail("should throw")
            } catch let error as EngineError {
                XCTAssertEqual(error.code, "unsupported_result_type")
            }
        }
    }

    func test_callAsyncJavaScript_receivesArgumentsAsValues_andAwaitsPromise() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try await container.loadHTML("<p>x</p>")
            let hostile = "'); alert(1); ('\\\"</script>\u{2028}"
            let value = try await container.callAsyncJavaScript(
                "await new Promise(r => setTimeout(r, 1)); return {s: s, n: n * 2, list: list, obj: obj, t: typeof s};",
                arguments: ["s": .string(hostile), "n": 21, "list": [1, "two", true], "obj": ["k": "v"]])
            XCTAssertEqual(value, ["s": .string(hostile), "n": 42, "list": [1, "two", true], "obj": ["k": "v"], "t": "string"])
        }
    }

    func test_callAsyncJavaScript_pageWorldArguments_arriveWithoutAnyPageGlobal() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            // A hostile page: it replaces JSON.parse and puts setters where a rebuilt value would be assigned.
            try await container.loadHTML("""
                <script>
                window.stolen = '';
                JSON.parse = text => { stolen += ' parse:' + text; return {token: 'replaced', list: []}; };
                Object.defineProperty(Object.prototype, 'token', { set(v) { stolen += ' token:' + v; }, configurable: true });
                Object.defineProperty(Array.prototype, '0', { set(v) { stolen += ' index:' + v; }, configurable: true });
                </script>
                """)
            let arguments: [String: JSONValue] = [
                "token": "s3cret", "list": ["first", nil, true, false, 2.5, ["token": "nested"]], "flag": false, "nothing": nil,
                "object": ["token": "in object", "__proto__": "own key", "nul": "a\u{0}b"],
            ]
            let value = try await container.callAsyncJavaScript("""
                // An own "__proto__" key is data, as JSON.parse would make it; the result is copied without it.
                return {token, list, flag, nothing, object, isArray: Array.isArray(list),
                        ownProto: Object.getOwnPropertyDescriptor(Object(object), '__proto__')?.value ?? null, stolen: window.stolen};
                """, arguments: arguments, in: .page)
            XCTAssertEqual(value["token"], "s3cret")
            XCTAssertEqual(value["list"], ["first", nil, true, false, 2.5, ["token": "nested"]])
            XCTAssertEqual(value["flag"], false)
            XCTAssertEqual(value["nothing"], .null)
            XCTAssertEqual(value["object"]?["token"], "in object")
            XCTAssertEqual(value["object"]?["nul"], "a\u{0}b")
            XCTAssertEqual(value["isArray"], true)
            XCTAssertEqual(value["ownProto"], "own key")
            XCTAssertEqual(value["stolen"], "")
        }
    }

    func test_callAsyncJavaScript_rejectedPromise_becomesTypedError() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try await container.loadHTML("<p>x</p>")
            do {
                _ = try await container.callAsyncJavaScript("throw new Error('nope: ' + reason)", arguments: ["reason": "because"])
                XCTFail("should throw")
            } catch let EngineError.javaScriptException(message) {
                XCTAssertTrue(message.contains("nope: because"), message)
            }
        }
    }

    func test_messageHandlerWithReply_answersThePagePromise() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try container.engineView.addMessageHandler(named: "echo", in: .page) { message in
                if message.body["fail"] != nil { return .failure(ScriptMessageRejection("refused")) }
                return .success(["got": message.body])
            }
            try await container.loadHTML("<p>x</p>")
            let ok = try await container.callAsyncJavaScript(
                "return await window.webkit.messageHandlers.echo.postMessage({a: [1, 'ü']});")
            XCTAssertEqual(ok, ["got": ["a": [1, "ü"]]])
            let failed = try await container.callAsyncJavaScript(
                "try { await window.webkit.messageHandlers.echo.postMessage({fail: 1}); return 'resolved'; } catch (e) { return e.message; }")
            XCTAssertEqual(failed, "refused")
        }
    }
}
