import Foundation
import HybridCore
import HybridCookies
import XCTest

final class PublicSuffixListTests: XCTestCase {
    func test_publicSuffixSuite_allCasesPass() throws {
        let text = try String(contentsOf: CookieSuites.url("psl/tests.txt"), encoding: .utf8)
        let list = PublicSuffixList.bundled
        var total = 0, passed = 0
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("//") {
            let parts = line.split(separator: " ").map(String.init)
            guard parts.count == 2 else { continue }
            total += 1
            let input = parts[0] == "null" ? nil : parts[0]
            let expected = parts[1] == "null" ? nil : DomainName.canonicalize(parts[1])
            let got = input.flatMap { list.registrableDomain(for: $0) }
            if got == expected { passed += 1 } else { XCTFail("psl \(parts[0]): got \(got ?? "null"), expected \(parts[1])") }
        }
        print("psl: \(passed)/\(total)")
        XCTAssertEqual(total, 78)
        XCTAssertEqual(passed, 78)
    }

    func test_bundledList_holdsEveryCompiledRule() {
        XCTAssertEqual(PublicSuffixList.bundled.ruleCount, 6_949 + 3_299)
    }

    func test_isPublicSuffix_recognizesRegistriesAndPrivateSuffixes() {
        let list = PublicSuffixList.bundled
        XCTAssertTrue(list.isPublicSuffix("com"))
        XCTAssertTrue(list.isPublicSuffix("co.uk"))
        XCTAssertTrue(list.isPublicSuffix("github.io"))
        XCTAssertFalse(list.isPublicSuffix("example.com"))
        XCTAssertFalse(list.isPublicSuffix("www.example.co.uk"))
    }

    func test_emptyList_treatsLastLabelAsSuffix() {
        XCTAssertEqual(PublicSuffixList.empty.registrableDomain(for: "a.b.example.com"), "example.com")
        XCTAssertNil(PublicSuffixList.empty.registrableDomain(for: "com"))
    }

    func test_listFromRuleLines_appliesWildcardsAndExceptions() {
        let list = PublicSuffixList(rules: ["// comment", "ck", "*.ck", "!www.ck"])
        XCTAssertNil(list.registrableDomain(for: "test.ck"))
        XCTAssertEqual(list.registrableDomain(for: "b.test.ck"), "b.test.ck")
        XCTAssertEqual(list.registrableDomain(for: "www.ck"), "www.ck")
    }
}
