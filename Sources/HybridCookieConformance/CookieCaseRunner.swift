import Foundation
import HybridCookies

/// Runs ``CookieCase``s against a fresh ``CookieJar`` each.
package struct CookieCaseRunner: Sendable {
    /// The outcome of one case; `got`/`expected` are `nil` when no header is sent.
    public struct Result: Codable, Sendable, Hashable {
        public var name: String
        public var got: String?
        public var expected: String?
        public var pass: Bool

        /// One JSON object on one line, keys in a fixed order, `null` for no header.
        public var jsonLine: String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            func field(_ value: String?) -> String {
                guard let value, let data = try? encoder.encode(value) else { return "null" }
                return String(decoding: data, as: UTF8.self)
            }
            return "{\"name\":\(field(name)),\"got\":\(field(got)),\"expected\":\(field(expected)),\"pass\":\(pass)}"
        }
    }

    public var defaultNow: Date
    public var publicSuffixList: PublicSuffixList

    /// - Parameter defaultNow: the clock for cases without their own `now` (the suites use 2015-01-01).
    public init(defaultNow: Date, publicSuffixList: PublicSuffixList = .bundled) {
        self.defaultNow = defaultNow
        self.publicSuffixList = publicSuffixList
    }

    /// The clock the http-state suite was written for.
    public static let httpStateNow = Date(timeIntervalSince1970: 1_420_070_400)

    public func run(_ testCase: CookieCase) throws(CookieCaseFileError) -> Result {
        guard let setURL = URL(string: testCase.setURL) else {
            throw .invalidURL(caseName: testCase.name, url: testCase.setURL)
        }
        guard let readURL = URL(string: testCase.readURL) else {
            throw .invalidURL(caseName: testCase.name, url: testCase.readURL)
        }
        var now = defaultNow
        if let text = testCase.now {
            guard let parsed = try? Date(text, strategy: .iso8601) else {
                throw .invalidNow(caseName: testCase.name, value: text)
            }
            now = parsed
        }
        let jar = CookieJar(configuration: CookieJar.Configuration(clock: .fixed(now)).using(publicSuffixList))
        jar.setCookies(fromHeaderLines: testCase.setCookie, for: setURL)
        let got = jar.cookieHeader(for: readURL)
        return Result(name: testCase.name, got: got, expected: testCase.expectedCookieHeader,
                      pass: got == testCase.expectedCookieHeader)
    }
}
