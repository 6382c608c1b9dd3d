import Foundation
import HybridCore
import HybridCookies
import HybridCookieConformance
import XCTest

/// The web-platform-tests cookie tables: what `document.cookie` shows after
/// setting cookies from `/cookies/resources/cookie.py` on `web-platform.test`.
final class WPTConformanceTests: XCTestCase {
    struct WPTCase: Decodable {
        let name: String
        let cookies: [String]
        let expected: String
        let defaultPath: Bool

        enum CodingKeys: String, CodingKey { case name, cookie, expected, defaultPath }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            expected = try container.decode(String.self, forKey: .expected)
            defaultPath = try container.decodeIfPresent(Bool.self, forKey: .defaultPath) ?? true
            if let single = try? container.decode(String.self, forKey: .cookie) {
                cookies = [single]
            } else {
                cookies = try container.decode([String].self, forKey: .cookie)
            }
        }
    }

    static let files = [
        "attributes_expires", "attributes_invalid", "attributes_max_age", "attributes_path", "attributes_secure",
        "attributes_secure_non_secure", "encoding_charset", "name", "size_attributes", "size_name_and_value", "value",
    ]

    func test_wptCookieTables_allCasesPass() throws {
        var total = 0, passed = 0
        for file in Self.files {
            let data = try Data(contentsOf: CookieSuites.url("wpt/\(file).json"))
            let cases = try JSONDecoder().decode([WPTCase].self, from: data)
            let filePassed = cases.filter { run($0, file: file) }.count
            print("wpt \(file): \(filePassed)/\(cases.count)")
            total += cases.count
            passed += filePassed
        }
        print("wpt: \(passed)/\(total)")
        XCTAssertEqual(total, 166)
        XCTAssertEqual(passed, total)
    }

    private func run(_ testCase: WPTCase, file: String) -> Bool {
        let scheme = file == "attributes_secure" ? "https" : "http"
        let directory = file.split(separator: "_").first.map(String.init) ?? file
        let setURL = URL(string: "\(scheme)://web-platform.test/cookies/resources/cookie.py")!
        let readPath = testCase.defaultPath ? "/cookies/resources/echo-cookie.html" : "/cookies/\(directory)/test.html"
        let readURL = URL(string: "\(scheme)://web-platform.test\(readPath)")!
        let jar = CookieJar(configuration: .init(clock: .fixed(CookieCaseRunner.httpStateNow)))
        jar.setCookies(fromHeaderLines: testCase.cookies, for: setURL)
        let got = jar.documentCookie(for: readURL)
        if got != testCase.expected {
            XCTFail("wpt \(file) \"\(testCase.name)\": got \"\(got.prefix(80))\", expected \"\(testCase.expected.prefix(80))\"")
        }
        return got == testCase.expected
    }
}
