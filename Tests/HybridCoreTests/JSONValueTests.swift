import XCTest
import HybridCore
import HybridVocabulary

final class JSONValueTests: XCTestCase {
    func test_jsonText_roundTripsEveryJSONType() throws {
        let value: JSONValue = ["a": [1, 2.5, "x", true, nil], "b": ["c": "ü\u{2028}</script>"]]
        XCTAssertEqual(try JSONValue(jsonText: value.jsonText), value)
    }

    func test_invalidText_throwsTypedError() {
        XCTAssertThrowsError(try JSONValue(jsonText: "{nope")) { error in
            guard case JSONValueError.invalidJSON = error else { return XCTFail("\(error)") }
        }
    }
}
