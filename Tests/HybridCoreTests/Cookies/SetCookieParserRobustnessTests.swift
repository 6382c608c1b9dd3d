import Foundation
import HybridCore
import HybridCookies
import XCTest

/// Hostile input must be parsed or rejected, never crash or hang.
final class SetCookieParserRobustnessTests: XCTestCase {
    func test_nulByte_rejectsHeader() {
        XCTAssertEqual(SetCookieParser.parse(bytes: Array("a=b\u{0}c".utf8)).failure, .controlCharacter)
    }

    func test_otherControlCharacters_rejectHeader_butTabIsAllowed() {
        XCTAssertEqual(SetCookieParser.parse("a=b\u{7F}").failure, .controlCharacter)
        XCTAssertEqual(SetCookieParser.parse("a=b\u{1B}; Path=/").failure, .controlCharacter)
        XCTAssertEqual(try SetCookieParser.parse("a=\tb\t").get().value, "b")
    }

    func test_crOrLf_endsHeaderLikeHTTPFraming() throws {
        XCTAssertEqual(try SetCookieParser.parse("a=b\r\nSet-Cookie: evil=1").get().value, "b")
        let parsed = try SetCookieParser.parse("a=b; Path=/x\nDomain=evil.com").get()
        XCTAssertEqual(parsed.path, "/x")
        XCTAssertNil(parsed.domain)
    }

    func test_tenMegabyteValue_isRejectedAsTooLong() {
        let huge = [UInt8]("a=".utf8) + [UInt8](repeating: 0x41, count: 10 * 1024 * 1024)
        XCTAssertEqual(SetCookieParser.parse(bytes: huge).failure, .nameValueTooLong)
    }

    func test_tenMegabyteAttribute_isIgnored() throws {
        let header = "a=b; Path=/" + String(repeating: "x", count: 10 * 1024 * 1024)
        XCTAssertNil(try SetCookieParser.parse(header).get().path)
    }

    func test_invalidUTF8InNameOrValue_isRejected() {
        XCTAssertEqual(SetCookieParser.parse(bytes: [0x61, 0x3D, 0xFF, 0xFE]).failure, .invalidEncoding)
        XCTAssertEqual(SetCookieParser.parse(bytes: [0xC3, 0x28, 0x3D, 0x61]).failure, .invalidEncoding)
    }

    func test_invalidUTF8InAttribute_doesNotRejectCookie() throws {
        let bytes = Array("a=b; Path=/".utf8) + [0xFF] + Array("; Secure".utf8)
        let parsed = try SetCookieParser.parse(bytes: bytes).get()
        XCTAssertTrue(parsed.secure)
    }

    func test_tenThousandAttributes_areAllParsed_lastOneWins() throws {
        let header = "a=b" + String(repeating: "; Path=/p", count: 9_999) + "; Secure"
        let parsed = try SetCookieParser.parse(header).get()
        XCTAssertEqual(parsed.path, "/p")
        XCTAssertTrue(parsed.secure)
    }

    func test_hugeMaxAge_saturatesInsteadOfOverflowing() throws {
        XCTAssertEqual(try SetCookieParser.parse("a=b; Max-Age=" + String(repeating: "9", count: 1000)).get().maxAge, .max)
        XCTAssertEqual(try SetCookieParser.parse("a=b; Max-Age=-" + String(repeating: "9", count: 1000)).get().maxAge, -.max)
    }

    func test_everySingleByteAndPair_isParsedOrRejected() {
        for first in UInt8.min...UInt8.max {
            _ = SetCookieParser.parse(bytes: [first])
            for second in stride(from: 0, through: 255, by: 17) {
                _ = SetCookieParser.parse(bytes: [first, 0x3D, UInt8(second), 0x3B, first])
            }
        }
        XCTAssertEqual(SetCookieParser.parse(bytes: []).failure, .emptyNameAndValue)
    }

    func test_jar_acceptsRawBytes_withInvalidUTF8() {
        let jar = CookieJar.testJar()
        XCTAssertEqual(jar.set(setCookieBytes: [0x61, 0x3D, 0xC0], for: .test("https://x.com/")).rejection, .invalidEncoding)
        XCTAssertEqual(jar.count, 0)
    }

    func test_rejectionCodes_areStableStrings() {
        XCTAssertEqual(CookieRejection.overwritesSecureCookie.code, "overwrites-secure-cookie")
        XCTAssertEqual(Set(CookieRejection.allCases.map(\.code)).count, CookieRejection.allCases.count)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
