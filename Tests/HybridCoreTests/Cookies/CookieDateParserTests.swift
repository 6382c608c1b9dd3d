import Foundation
import HybridCore
import HybridCookies
import XCTest

final class CookieDateParserTests: XCTestCase {
    struct DateCase: Decodable {
        let test: String
        let expected: String?
    }

    func test_httpStateDateSuites_allCasesPass() throws {
        for file in ["examples.json", "bsd-examples.json"] {
            let raw = try String(contentsOf: CookieSuites.url("http-state/dates/\(file)"), encoding: .utf8)
            let json = raw.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            let cases = try JSONDecoder().decode([DateCase].self, from: Data(json.utf8))
            var passed = 0
            for testCase in cases {
                let got = CookieDateParser.parse(testCase.test).map(Self.httpDate)
                if got == testCase.expected { passed += 1 } else {
                    XCTFail("\(file) \"\(testCase.test)\": got \(got ?? "nil"), expected \(testCase.expected ?? "nil")")
                }
            }
            print("dates \(file): \(passed)/\(cases.count)")
            XCTAssertGreaterThan(cases.count, 10)
        }
    }

    func test_twoDigitYears_mapTo1970Through2069() {
        XCTAssertEqual(CookieDateParser.parse("Thu, 01-Jan-70 00:00:00 GMT"), Date(timeIntervalSince1970: 0))
        XCTAssertEqual(CookieDateParser.parse("Sat, 01-Jan-00 00:00:00 GMT").map(Self.httpDate), "Sat, 01 Jan 2000 00:00:00 GMT")
    }

    func test_invalidCalendarDate_isRejected() {
        XCTAssertNil(CookieDateParser.parse("Sat, 31 Feb 2015 00:00:00 GMT"))
        XCTAssertNil(CookieDateParser.parse("Sat, 01 Jan 1600 00:00:00 GMT"))
        XCTAssertNotNil(CookieDateParser.parse("Mon, 29 Feb 2016 00:00:00 GMT"))
    }

    func test_invalidUTF8Bytes_areTreatedAsTokenCharacters() {
        XCTAssertNil(CookieDateParser.parse(bytes: [0xFF, 0xFE, 0x20, 0xC0]))
    }

    /// IMF-fixdate, as the suites spell their expectations.
    static func httpDate(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "??" }
        return "\(days[parts.weekday! - 1]), \(two(parts.day)) \(months[parts.month! - 1]) \(parts.year!) "
            + "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)) GMT"
    }
}
