import Foundation
import HybridCore
import HybridCookies
import HybridCookieConformance

/// An expectation that replaces a case's own, with the reason (the suite follows RFC 6265 where we follow 6265bis).
struct CookieCaseOverride: Decodable {
    var name: String
    var expected: String?
    var reason: String

    enum Failure: Error, CustomStringConvertible {
        case unreadable(String), unknownCase(String)
        var description: String {
            switch self {
            case .unreadable(let why): "overrides file: \(why)"
            case .unknownCase(let name): "overrides file names case \(name), which the case file does not have"
            }
        }
    }

    static func apply(_ file: URL, to cases: [CookieCase]) throws -> [CookieCase] {
        let overrides: [CookieCaseOverride]
        do {
            overrides = try JSONDecoder().decode([CookieCaseOverride].self, from: Data(contentsOf: file))
        } catch {
            throw Failure.unreadable("\(error)")
        }
        var result = cases
        for override in overrides {
            guard let index = result.firstIndex(where: { $0.name == override.name }) else { throw Failure.unknownCase(override.name) }
            result[index].expectedCookieHeader = override.expected
        }
        return result
    }
}
