import HybridCore
import HybridCookies
import XCTest

final class PunycodeTests: XCTestCase {
    func test_encode_matchesRFC3492SampleStrings() {
        // RFC 3492 §7.1 (A) Arabic (Egyptian) and (L) Japanese with ASCII mixed in.
        let arabic = "\u{0644}\u{064A}\u{0647}\u{0645}\u{0627}\u{0628}\u{062A}\u{0643}\u{0644}\u{0645}\u{0648}\u{0634}\u{0639}\u{0631}\u{0628}\u{064A}\u{061F}"
        XCTAssertEqual(Punycode.encode(arabic), "egbpdaj6bu4bxfgehfvwxn")
        XCTAssertEqual(Punycode.encode("3\u{5E74}B\u{7D44}\u{91D1}\u{516B}\u{5148}\u{751F}"), "3B-ww4c5e180e575a65lsy2b")
    }

    func test_encode_asciiOnlyKeepsTrailingDelimiter() {
        XCTAssertEqual(Punycode.encode("abc"), "abc-")
    }

    func test_canonicalize_lowercasesAndPunycodesIDNLabels() {
        XCTAssertEqual(DomainName.canonicalize("WWW.食狮.公司.CN"), "www.xn--85x722f.xn--55qx5d.cn")
        XCTAssertEqual(DomainName.canonicalize("Example.ORG"), "example.org")
        XCTAssertEqual(DomainName.canonicalize("bücher.example"), "xn--bcher-kva.example")
    }
}
