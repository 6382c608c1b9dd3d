import HybridCore
import HybridSchemes
import XCTest

final class ByteRangeRequestTests: XCTestCase {
    private func resolve(_ header: String?, _ length: Int = 1000) -> ByteRangeRequest {
        ByteRangeRequest.resolve(header, length: length)
    }

    func test_singleClosedRange_isPartial_andClampsPastTheEnd() {
        XCTAssertEqual(resolve("bytes=0-99"), .partial(0..<100))
        XCTAssertEqual(resolve("bytes=990-5000"), .partial(990..<1000))
        XCTAssertEqual(resolve("bytes = 5-5".replacingOccurrences(of: " = ", with: "=")), .partial(5..<6))
    }

    func test_suffixRange_isTheLastBytes_orTheWholeFileWhenLonger() {
        XCTAssertEqual(resolve("bytes=-10"), .partial(990..<1000))
        XCTAssertEqual(resolve("bytes=-5000"), .partial(0..<1000))
    }

    func test_openRange_runsToTheEnd() {
        XCTAssertEqual(resolve("bytes=400-"), .partial(400..<1000))
    }

    func test_startAtOrPastTheEnd_orZeroSuffix_isUnsatisfiable() {
        XCTAssertEqual(resolve("bytes=1000-"), .unsatisfiable)
        XCTAssertEqual(resolve("bytes=99999999999999999999999-"), .unsatisfiable)
        XCTAssertEqual(resolve("bytes=-0"), .unsatisfiable)
    }

    func test_invalidSyntax_otherUnits_multipleRanges_andEmptyFiles_areServedWhole() {
        for header in ["bytes=5-4", "bytes=a-b", "bytes=--1", "items=0-1", "bytes=", "bytes=0-1,5-6", "bytes=1-2-3"] {
            XCTAssertEqual(resolve(header), .whole, header)
        }
        XCTAssertEqual(resolve(nil), .whole)
        XCTAssertEqual(resolve("bytes=0-10", 0), .whole)
    }
}
