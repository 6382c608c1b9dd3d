import Foundation
import HybridCore
import HybridSchemes
import HybridOffline
import XCTest

/// Many random request paths built from the pieces attackers use: whatever the
/// fallback forwards lies under an allowed prefix and holds no dot segment,
/// however many times its escapes are decoded.
final class FallbackPathPropertyTests: XCTestCase {
    private static let pieces = [
        "/", "//", ".", "..", "...", "%2e", "%2E", "%2f", "%2F", "%5c", "%5C", "\\", "%00", "%0a", ";", "%3b", "%25",
        "%252e", "%252f", "%", "%2", "%zz", "%ff", "%c3%a9", "é", "api", "API", "apix", "v1", "a", "b", "?", "#", "~",
        ":", "@", " ", "%20", "+", "&", "=",
    ]

    /// Most paths start inside or beside an allowed prefix, so many reach the forwarding step.
    private static let starts = ["api/", "api/", "api/items/", "v1/a", "v1/a/", "api", "apix/", "API/", "v1/", ""]

    func test_randomPaths_forwardedPathAlwaysUnderAnAllowedPrefix_withoutDotSegments() throws {
        let fallback = try NetworkFallback(baseURL: URL(string: "https://m.example.com/base/")!, pathPrefixes: ["/api/", "/v1/a"])
        var random = SplitMix64(seed: 0x17_0FF1)
        var (parsed, forwarded) = (0, 0)
        for _ in 0..<40_000 {
            let count = Int(random.next() % 10) + 1
            let start = Self.starts[Int(random.next() % UInt64(Self.starts.count))]
            let path = "/" + start + (0..<count).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
            guard let url = URL(string: "app://bundle" + path) else { continue }
            let request = URLSchemeRequest(url: url)
            if let canonical = try? request.canonicalPath() {
                parsed += 1
                XCTAssertEqual(try CanonicalPath(percentEncoded: canonical.percentEncoded), canonical, path)
            }
            guard let out = fallback.url(for: request) else { continue }
            forwarded += 1
            check(out, for: path, query: request.percentEncodedQuery)
        }
        XCTAssertGreaterThan(forwarded, 2_000, "too few random paths were forwarded for the property to mean much")
        XCTAssertGreaterThan(parsed, forwarded)
    }

    private func check(_ out: URL, for path: String, query: String?) {
        let components = URLComponents(url: out, resolvingAgainstBaseURL: false)!
        XCTAssertEqual(components.host, "m.example.com", path)
        XCTAssertNil(components.fragment, path)
        XCTAssertEqual(components.percentEncodedQuery, query, path)
        let sent = components.percentEncodedPath
        XCTAssertTrue(sent.hasPrefix("/base/api/") || sent == "/base/v1/a" || sent.hasPrefix("/base/v1/a/"), "\(path) went out as \(sent)")
        let segments = sent.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        for (index, segment) in segments.enumerated() {
            let decoded = Self.decodedFully(segment)
            XCTAssertFalse(decoded.isEmpty && index != segments.count - 1, "\(path) went out with // as \(sent)")
            XCTAssertFalse(decoded.allSatisfy { $0 == "." } && !decoded.isEmpty, "\(path) went out with a dot segment as \(sent)")
            XCTAssertFalse(decoded.contains("/") || decoded.contains("\\") || decoded.contains("\0") || decoded.contains(";"),
                           "\(path) went out with a hidden separator as \(sent)")
        }
    }

    /// Decodes escapes until nothing changes, as a server that decodes twice (or more) would.
    private static func decodedFully(_ text: String) -> String {
        var current = text
        while let next = current.removingPercentEncoding, next != current { current = next }
        return current
    }
}
