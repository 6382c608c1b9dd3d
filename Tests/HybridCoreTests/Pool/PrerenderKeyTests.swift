import Foundation
@testable import HybridCore
@testable import HybridCookies
import XCTest

/// Which URLs name the same prerendered document, and whose cookies decide its freshness.
final class PrerenderKeyTests: XCTestCase {
    func test_key_normalizesSchemeHostPortPathAndFragment() {
        func key(_ text: String) -> String? { PrerenderedPage.key(URL(string: text)!) }
        XCTAssertEqual(key("HTTPS://Shop.Example:443"), key("https://shop.example/"))
        XCTAssertEqual(key("http://shop.example:80/cart?x=1#/a"), key("http://shop.example/cart?x=1#/b"))
        XCTAssertNotEqual(key("https://shop.example/cart?x=1"), key("https://shop.example/cart?x=2"))
        XCTAssertNotEqual(key("https://shop.example:8443/"), key("https://shop.example/"))
        XCTAssertNotEqual(key("http://shop.example/"), key("https://shop.example/"))
    }

    func test_fingerprint_takesTheHostsCookiesOnly() {
        let url = URL(string: "https://m.shop.example/cart")!
        let cookies = [
            Cookie(name: "a", value: "1", domain: "m.shop.example"),
            Cookie(name: "b", value: "2", domain: "shop.example", hostOnly: false),
            Cookie(name: "c", value: "3", domain: "shop.example", hostOnly: true),
            Cookie(name: "d", value: "4", domain: "other.example", hostOnly: false),
        ]
        XCTAssertEqual(PrerenderedPage.fingerprint(cookies, for: url).map { String($0.prefix(3)) }, ["a=1", "b=2"])
    }
}
