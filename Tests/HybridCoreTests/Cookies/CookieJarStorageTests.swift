import Foundation
import HybridCore
import HybridCookies
import XCTest

final class CookieJarStorageTests: XCTestCase {
    let url = URL.test("https://example.com/docs/page")

    func test_maxAge_takesPrecedenceOverExpires() {
        let clock = TestClock()
        let jar = CookieJar.testJar(clock: clock)
        guard case .stored(let cookie) = jar.set(
            setCookieHeader: "a=1; Max-Age=60; Expires=Fri, 01 Jan 2038 00:00:00 GMT", for: url)
        else { return XCTFail("not stored") }
        XCTAssertEqual(cookie.expiresAt, clock.now.addingTimeInterval(60))
        clock.advance(61)
        XCTAssertNil(jar.cookieHeader(for: url))
    }

    func test_invalidMaxAge_fallsBackToExpires() {
        let jar = CookieJar.testJar()
        guard case .stored(let cookie) = jar.set(
            setCookieHeader: "a=1; Max-Age=1x; Expires=Fri, 01 Jan 2038 00:00:00 GMT", for: url)
        else { return XCTFail("not stored") }
        XCTAssertNotNil(cookie.expiresAt)
    }

    func test_expiry_isCappedAt400Days() {
        let clock = TestClock()
        let jar = CookieJar.testJar(clock: clock)
        guard case .stored(let cookie) = jar.set(setCookieHeader: "a=1; Max-Age=999999999999", for: url)
        else { return XCTFail("not stored") }
        XCTAssertEqual(cookie.expiresAt, clock.now.addingTimeInterval(400 * 86_400))
    }

    func test_expiredCookie_deletesStoredCookieWithSameIdentity() {
        let jar = CookieJar.testJar()
        jar.set(setCookieHeader: "a=1", for: url)
        guard case .expired = jar.set(setCookieHeader: "a=2; Max-Age=0", for: url) else { return XCTFail("not expired") }
        XCTAssertEqual(jar.count, 0)
    }

    func test_defaultPath_isDirectoryOfRequestPath() {
        let jar = CookieJar.testJar()
        jar.set(setCookieHeader: "a=1", for: url)
        XCTAssertEqual(jar.allCookies().first?.path, "/docs")
        XCTAssertEqual(jar.cookieHeader(for: .test("https://example.com/docs/other")), "a=1")
        XCTAssertNil(jar.cookieHeader(for: .test("https://example.com/docsx")))
        XCTAssertNil(jar.cookieHeader(for: .test("https://example.com/")))
    }

    func test_hostOnlyCookie_isNotSentToSubdomains_domainCookieIs() {
        let jar = CookieJar.testJar()
        jar.setCookies(fromHeaderLines: ["host=1; Path=/", "domain=1; Domain=example.com; Path=/"], for: url)
        XCTAssertEqual(jar.cookieHeader(for: .test("https://www.example.com/")), "domain=1")
        XCTAssertEqual(jar.cookieHeader(for: .test("https://example.com/")), "host=1; domain=1")
        XCTAssertNil(jar.cookieHeader(for: .test("https://notexample.com/")))
    }

    func test_cookieHeader_ordersLongerPathsFirstThenCreationTime() {
        let clock = TestClock()
        let jar = CookieJar.testJar(clock: clock)
        jar.set(setCookieHeader: "b=1; Path=/", for: url)
        clock.advance(1)
        jar.set(setCookieHeader: "a=1; Path=/", for: url)
        jar.set(setCookieHeader: "c=1; Path=/docs", for: url)
        XCTAssertEqual(jar.cookieHeader(for: url), "c=1; b=1; a=1")
    }

    func test_replacingCookie_keepsCreationTimeAndOrder() {
        let clock = TestClock()
        let jar = CookieJar.testJar(clock: clock)
        jar.setCookies(fromHeaderLines: ["a=1; Path=/", "b=1; Path=/"], for: url)
        let created = jar.allCookies().first!.creationTime
        clock.advance(5)
        jar.set(setCookieHeader: "a=2; Path=/", for: url)
        XCTAssertEqual(jar.cookieHeader(for: url), "a=2; b=1")
        XCTAssertEqual(jar.allCookies().first?.creationTime, created)
    }

    func test_namelessCookie_serializesAsBareValue() {
        let jar = CookieJar.testJar()
        jar.setCookies(fromHeaderLines: ["a=1; Path=/", "=bare; Path=/", "b=; Path=/"], for: url)
        XCTAssertEqual(jar.cookieHeader(for: url), "a=1; bare; b=")
    }

    func test_lookup_updatesLastAccessTime() {
        let clock = TestClock()
        let jar = CookieJar.testJar(clock: clock)
        jar.set(setCookieHeader: "a=1", for: url)
        clock.advance(10)
        XCTAssertEqual(jar.cookies(for: url).first?.lastAccessTime, clock.now)
        XCTAssertEqual(jar.allCookies().first?.lastAccessTime, clock.now)
    }

    func test_nameAndValueOver4096Bytes_isRejected_butExactly4096IsStored() {
        let jar = CookieJar.testJar()
        let exact = "n=" + String(repeating: "v", count: 4095)
        XCTAssertNil(jar.set(setCookieHeader: exact, for: url).rejection)
        XCTAssertEqual(jar.set(setCookieHeader: exact + "v", for: url).rejection, .nameValueTooLong)
    }

    func test_attributeValueOver1024Bytes_isIgnored() {
        let jar = CookieJar.testJar()
        let longPath = "/" + String(repeating: "p", count: 1024)
        guard case .stored(let cookie) = jar.set(setCookieHeader: "a=1; Path=/; Path=\(longPath)", for: url)
        else { return XCTFail("not stored") }
        XCTAssertEqual(cookie.path, "/")
    }

    func test_perSiteLimit_evictsLeastRecentlyUsedAcrossSubdomains() {
        let clock = TestClock()
        let jar = CookieJar.testJar(clock: clock, configure: { $0.maxCookiesPerRegistrableDomain = 3 })
        jar.set(setCookieHeader: "a=1; Path=/", for: .test("https://a.example.com/"))
        clock.advance(1)
        jar.set(setCookieHeader: "b=1; Path=/", for: .test("https://b.example.com/"))
        clock.advance(1)
        jar.set(setCookieHeader: "c=1; Path=/", for: .test("https://example.com/"))
        clock.advance(1)
        _ = jar.cookies(for: .test("https://a.example.com/"))
        clock.advance(1)
        jar.set(setCookieHeader: "d=1; Path=/", for: .test("https://example.com/"))
        XCTAssertEqual(Set(jar.allCookies().map(\.name)), ["a", "c", "d"])
        jar.set(setCookieHeader: "other=1", for: .test("https://other.org/"))
        XCTAssertEqual(jar.count, 4)
    }

    func test_totalLimit_evictsExpiredFirstThenOldest() {
        let clock = TestClock()
        let jar = CookieJar.testJar(clock: clock, configure: { $0.maxCookies = 3 })
        jar.set(setCookieHeader: "old=1", for: .test("https://one.com/"))
        clock.advance(1)
        jar.set(setCookieHeader: "short=1; Max-Age=1", for: .test("https://two.com/"))
        clock.advance(1)
        jar.set(setCookieHeader: "mid=1", for: .test("https://three.com/"))
        clock.advance(1)
        jar.set(setCookieHeader: "new=1", for: .test("https://four.com/"))
        XCTAssertEqual(jar.allCookies().map(\.name), ["old", "mid", "new"])
        jar.set(setCookieHeader: "newer=1", for: .test("https://five.com/"))
        XCTAssertEqual(jar.allCookies().map(\.name), ["mid", "new", "newer"])
    }

    func test_allCookies_areInCreationOrder_andSkipExpired() {
        let clock = TestClock()
        let jar = CookieJar.testJar(clock: clock)
        jar.set(setCookieHeader: "z=1; Max-Age=5", for: .test("https://b.com/"))
        jar.set(setCookieHeader: "y=1", for: .test("https://a.com/"))
        jar.set(setCookieHeader: "x=1", for: .test("https://c.com/"))
        XCTAssertEqual(jar.allCookies().map(\.name), ["z", "y", "x"])
        clock.advance(6)
        XCTAssertEqual(jar.allCookies().map(\.name), ["y", "x"])
    }

    func test_ipAddressHost_getsNoDomainCookiesFromParent() {
        let jar = CookieJar.testJar()
        XCTAssertNil(jar.set(setCookieHeader: "a=1; Path=/", for: .test("http://192.168.0.1/")).rejection)
        XCTAssertEqual(jar.set(setCookieHeader: "b=1; Domain=0.1", for: .test("http://192.168.0.1/")).rejection,
                       .domainMismatch)
        XCTAssertEqual(jar.cookieHeader(for: .test("http://192.168.0.1/x")), "a=1")
    }

    func test_urlWithoutHost_isRejected() {
        XCTAssertEqual(CookieJar.testJar().set(setCookieHeader: "a=1", for: .test("file:///tmp/x")).rejection, .missingHost)
    }
}
