@testable import HybridCore
import XCTest
import HybridVocabulary

final class BridgeMessageDecoderTests: XCTestCase {
    private func decode(_ text: String, limit: Int = 1 << 20) -> Result<BridgeInboundMessage, BridgeError> {
        Result { () throws(BridgeError) in try BridgeMessageDecoder.decode(text, maximumBytes: limit) }
    }

    func test_call_keepsParamsTextExactly() throws {
        let text = #"{"t":"call","id":7,"name":"n\u00e9","params": {"s":"\ud800","n":1.50e3} ,"via":"namespace"}"#
        let message = try decode(text).get()
        XCTAssertEqual(message, .call(BridgeCallRequest(id: 7, name: "né", params: RawJSON(trusted: #"{"s":"\ud800","n":1.50e3}"#), transport: .namespace)))
    }

    func test_hello_isRecognised_andUnknownFieldsAreSkipped() throws {
        XCTAssertEqual(try decode(#"{"extra":[1,{"x":null}],"t":"hello"}"#).get(), .hello)
    }

    func test_malformedInput_isRefusedAsInvalidMessage_withAReason() {
        let cases = [
            "", "null", "[]", "{", #"{"t":"call","id":1,"name":"a"} x"#, #"{"t":1}"#, #"{"t":"call","id":"1","name":"a"}"#,
            #"{"t":"call","name":"a"}"#, #"{"t":"call","id":1}"#, #"{"t":"call","id":1,"name":""}"#, #"{"t":"nope"}"#,
            #"{"t":"call","id":1e3,"name":"a"}"#, #"{"t":"call","id":9007199254740992,"name":"a"}"#,
            #"{"t":"call","id":01,"name":"a"}"#, #"{"t":"call","t":"call","id":1,"name":"a"}"#,
            #"{"t":"call","id":1,"name":"\ud800"}"#, #"{"t":"call","id":1,"name":"a","params":[1,]}"#,
            #"{"t":"call","id":1,"name":"a","params":"\x"}"#, "{\"t\":\"call\",\"id\":1,\"name\":\"a\",\"params\":\"\u{01}\"}",
            #"{"t":"call","id":1,"name":"a","via":"url"}"#, String(repeating: "[", count: 600),
        ]
        for text in cases {
            guard case .failure(.invalidMessage(let reason)) = decode(text) else {
                XCTFail("accepted \(text.prefix(60))")
                continue
            }
            XCTAssertFalse(reason.isEmpty)
        }
    }

    func test_oversizedMessage_isRefusedBeforeParsing() {
        let text = #"{"t":"call","id":1,"name":"a","params":""# + String(repeating: "x", count: 2000) + #""}"#
        guard case .failure(.messageTooLarge(let size)) = decode(text, limit: 1000) else { return XCTFail("not refused") }
        XCTAssertEqual(size, text.utf8.count)
    }

    func test_deepButAllowedNesting_isAccepted() throws {
        let depth = JSONScanner.maximumDepth
        let params = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        XCTAssertNoThrow(try decode(#"{"t":"call","id":1,"name":"a","params":"# + params + "}").get())
    }

    func test_replyDecoder_readsResultOrError() {
        XCTAssertEqual(try BridgeReplyDecoder.decode(#"{"result":[1,"\ud800"]}"#).get().text, #"[1,"\ud800"]"#)
        XCTAssertEqual(try BridgeReplyDecoder.decode("{}").get(), .null)
        guard case .failure(let error) = BridgeReplyDecoder.decode(#"{"error":{"code":"permission_denied","message":"no"}}"#) else {
            return XCTFail("not an error")
        }
        XCTAssertEqual(error, .handlerFailed(code: "permission_denied", message: "no"))
        guard case .failure(.invalidResult) = BridgeReplyDecoder.decode("nonsense") else { return XCTFail("accepted nonsense") }
    }

    func test_wireText_quotesEveryHostileCharacter_asValidJSON() throws {
        let hostile = "\"\\</script>\u{2028}\u{2029}\0\n\r\t\u{1F}é😀"
        let text = OutgoingBridgeText.call(id: "n1-x", name: hostile, params: .null, waitMilliseconds: 0)
        XCTAssertFalse(text.contains("\u{2028}"))
        let value = try JSONValue(jsonText: text)
        XCTAssertEqual(value["name"], .string(hostile))
    }
}
