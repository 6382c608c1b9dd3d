import Foundation
import HybridCore
import HybridCookies
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class HTTPCookieInteropTests: XCTestCase {
    func test_roundTrip_keepsHttpOnlySecureDomainAndExpiry() throws {
        let expiry = Date(timeIntervalSince1970: 2_000_000_000)
        let cookie = Cookie(name: "sid", value: "abc", domain: "example.com", path: "/app", expiresAt: expiry,
                            hostOnly: false, secure: true, httpOnly: true, sameSite: .unspecified)
        let foundation = try XCTUnwrap(cookie.httpCookie)
        XCTAssertEqual(foundation.domain, ".example.com")
        XCTAssertTrue(foundation.isHTTPOnly)
        let back = try XCTUnwrap(Cookie(httpCookie: foundation))
        XCTAssertEqual(back.identity, cookie.identity)
        XCTAssertEqual(back.expiresAt, expiry)
        XCTAssertEqual([back.hostOnly, back.secure, back.httpOnly], [false, true, true])
    }

    func test_hostOnlyCookie_exportsWithoutLeadingDot() throws {
        let cookie = Cookie(name: "a", value: "1", domain: "example.com")
        XCTAssertEqual(cookie.httpCookie?.domain, "example.com")
        XCTAssertEqual(try XCTUnwrap(cookie.httpCookie.flatMap(Cookie.init(httpCookie:))).hostOnly, true)
    }

    func test_sameSite_survivesWhereFoundationExpressesIt() throws {
        let cookie = Cookie(name: "a", value: "1", domain: "example.com", sameSite: .strict)
        let back = try XCTUnwrap(cookie.httpCookie.flatMap(Cookie.init(httpCookie:)))
        #if canImport(FoundationNetworking)
        // swift-corelibs-foundation's HTTPCookie has no SameSite property.
        XCTAssertEqual(back.sameSite, .unspecified)
        #else
        XCTAssertEqual(back.sameSite, .strict)
        #endif
    }

    func test_exportThenImport_sharesLoginWithURLSessionStorage() {
        let storage = HTTPCookieStorage.sharedCookieStorage(forGroupContainerIdentifier: "hybridkit-cookie-interop-test")
        storage.removeCookies(since: .distantPast)
        let jar = CookieJar.testJar()
        jar.setCookies(fromHeaderLines: ["sid=1; HttpOnly; Max-Age=1000; Path=/", "theme=dark; Path=/"],
                       for: .test("https://example.com/"))
        XCTAssertEqual(jar.exportCookies(to: storage), 2)
        let sent = storage.cookies(for: .test("https://example.com/x"))?.map(\.name).sorted()
        XCTAssertEqual(sent, ["sid", "theme"])
        let other = CookieJar.testJar()
        XCTAssertEqual(other.importCookies(from: storage), 2)
        XCTAssertEqual(other.cookie(named: "sid", domain: "example.com")?.httpOnly, true)
        storage.removeCookies(since: .distantPast)
    }
}
