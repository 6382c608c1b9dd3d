import Foundation
import HybridCore
import HybridCookies
import HybridCookieConformance
import XCTest

/// Adam Barth's http-state suite: every active case passes, with the 6265bis
/// expectations from `http-state-overrides.json` where the suite follows RFC 6265.
final class HttpStateConformanceTests: XCTestCase {
    struct Override: Decodable {
        let name: String
        let expected: String?
        let reason: String
    }

    func test_httpStateSuite_allActiveCasesPass_withDocumentedOverrides() throws {
        let cases = try CookieCase.load(from: CookieSuites.url("http-state-cases.json"))
        let overrideData = try Data(contentsOf: CookieSuites.testResource("http-state-overrides.json"))
        let overrides = try JSONDecoder().decode([Override].self, from: overrideData)
        let overridesByName = Dictionary(uniqueKeysWithValues: overrides.map { ($0.name, $0) })
        let runner = CookieCaseRunner(defaultNow: CookieCaseRunner.httpStateNow)
        let active = cases.filter { !$0.isDisabled }
        XCTAssertEqual(cases.count, 222)
        XCTAssertEqual(active.count, 218)
        var passed = 0
        for var testCase in active {
            if let override = overridesByName[testCase.name] {
                XCTAssertFalse(override.reason.isEmpty, "override \(override.name) needs a reason")
                XCTAssertNotEqual(override.expected, testCase.expectedCookieHeader, "override \(override.name) changes nothing")
                testCase.expectedCookieHeader = override.expected
            }
            let result = try runner.run(testCase)
            if result.pass { passed += 1 } else { XCTFail("http-state \(result.jsonLine)") }
        }
        let unknown = Set(overridesByName.keys).subtracting(active.map(\.name))
        XCTAssertTrue(unknown.isEmpty, "overrides for unknown cases: \(unknown.sorted())")
        print("http-state: \(passed)/\(active.count) (\(overrides.count) with 6265bis overrides)")
        XCTAssertEqual(passed, 218)
    }
}
