@testable import HybridCore
import XCTest

/// Errors that cross from the page keep one message and their case.
final class BridgeErrorCodeTests: XCTestCase {
    func test_everyNativeError_roundTripsThroughCodeAndMessage() {
        let errors: [BridgeError] = [
            .handlerNotFound("h5.title"), .timeout("scan"), .pageGone, .originNotAllowed("https://a.example"),
            .frameNotAllowed("pay"), .senderUnknown("pay: why"), .invalidMessage("bad"), .messageTooLarge(4096),
            .invalidParams("bad"), .invalidResult("bad"), .javaScriptException("boom"), .closed,
            .handlerFailed(code: "permission_denied", message: "no"),
        ]
        for error in errors {
            XCTAssertEqual(BridgeError(code: error.code, message: error.message), error, error.code)
        }
    }

    func test_pageSideHandlerNotFound_namesTheFunctionOnce() {
        let reply = #"{"error":{"code":"handler_not_found","message":"no page function named h5.title"}}"#
        let outcome = BridgeReplyDecoder.decode(reply, calling: "h5.title")
        XCTAssertEqual(outcome, .failure(.handlerNotFound("h5.title")))
        XCTAssertEqual(BridgeError.handlerNotFound("h5.title").message, "no handler named h5.title")
    }

    func test_messageTooLarge_mapsWithItsSize() {
        XCTAssertEqual(BridgeError(code: "message_too_large", message: "message of 70000000 characters is too large"), .messageTooLarge(70_000_000))
    }

    func test_rawJSON_ofNaNOrInfinity_throwsInsteadOfBecomingNull() {
        for number in [Double.nan, .infinity, -.infinity] {
            XCTAssertThrowsError(try RawJSON(["ok": true, "n": .number(number)])) { error in
                XCTAssertEqual((error as? BridgeError)?.code, "invalid_result")
            }
        }
        XCTAssertEqual(try RawJSON(["n": 1.5]).text, #"{"n":1.5}"#)
    }
}
