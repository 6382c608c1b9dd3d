import Foundation
import HybridCore
import XCTest
import HybridVocabulary

/// WKWebView hands results and message bodies over as Foundation objects and takes arguments as them.
final class JSONValueFoundationTests: XCTestCase {
    func test_nestedValues_roundTripThroughFoundationObjects() throws {
        let value: JSONValue = ["a": [1, 2.5, "x", true, nil, ["deep": [false]]], "b": ["c": "ü"], "empty": [:], "none": []]
        XCTAssertEqual(try JSONValue(foundationObject: value.foundationObject), value)
    }

    func test_nullAndNil_readAsNull_andNullWritesAsNSNull() throws {
        XCTAssertEqual(try JSONValue(foundationObject: NSNull()), .null)
        XCTAssertEqual(try JSONValue(foundationObject: nil), .null)
        XCTAssertTrue(JSONValue.null.foundationObject is NSNull)
        let array = try XCTUnwrap(JSONValue.array([.null]).foundationObject as? [Any])
        XCTAssertTrue(array.first is NSNull)
    }

    func test_booleansStayBooleans_andNumbersStayNumbers() throws {
        XCTAssertEqual(try JSONValue(foundationObject: true), .bool(true))
        XCTAssertEqual(try JSONValue(foundationObject: NSNumber(value: false)), .bool(false))
        XCTAssertEqual(try JSONValue(foundationObject: 1), .number(1))
        XCTAssertEqual(try JSONValue(foundationObject: NSNumber(value: 1)), .number(1))
        XCTAssertEqual(try JSONValue(foundationObject: NSNumber(value: 0)), .number(0))
        XCTAssertEqual(try JSONValue(foundationObject: ["t": true, "one": 1] as [String: Any]), ["t": true, "one": 1])
    }

    func test_valuesJSONCannotHold_throwUnsupportedResultType() {
        let unsupported: [(String, Any)] = [
            ("date", Date()), ("NaN", Double.nan), ("infinity", Double.infinity),
            ("nested date", ["when": Date()] as [String: Any]), ("non-string key", [1: "a"] as [Int: String]),
        ]
        for (what, object) in unsupported {
            XCTAssertThrowsError(try JSONValue(foundationObject: object), what) { error in
                guard case EngineError.unsupportedResultType = error else { return XCTFail("\(what): \(error)") }
            }
        }
    }
}
