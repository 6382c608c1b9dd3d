import Foundation
import HybridCore
import HybridCookies
import XCTest

final class CookieJarSameSiteTests: XCTestCase {
    let url = URL.test("https://app.example.com/")

    private func jarWithAllPolicies() -> CookieJar {
        let jar = CookieJar.testJar()
        jar.setCookies(fromHeaderLines: [
            "strict=1; SameSite=Strict", "lax=1; SameSite=lax", "none=1; SameSite=None; Secure", "default=1",
        ], for: url)
        return jar
    }

    func test_sameSiteRequest_sendsEveryPolicy() {
        XCTAssertEqual(jarWithAllPolicies().cookieHeader(for: url), "strict=1; lax=1; none=1; default=1")
    }

    func test_crossSiteSubresource_sendsOnlyNoneAndUnspecified() {
        XCTAssertEqual(jarWithAllPolicies().cookieHeader(for: url, context: .crossSite()), "none=1; default=1")
    }

    func test_crossSiteTopLevelNavigation_sendsLaxButNotStrict() {
        let header = jarWithAllPolicies().cookieHeader(for: url, context: .crossSite(topLevelNavigation: true))
        XCTAssertEqual(header, "lax=1; none=1; default=1")
    }

    func test_crossSiteUnsafeTopLevelNavigation_withholdsLax() {
        let context = SameSiteContext.crossSite(topLevelNavigation: true, safeMethod: false)
        XCTAssertEqual(jarWithAllPolicies().cookieHeader(for: url, context: context), "none=1; default=1")
    }

    func test_unspecifiedSameSite_treatedAsLax_whenConfigured() {
        let jar = CookieJar(configuration: .init(treatsUnspecifiedSameSiteAsLax: true))
        jar.set(setCookieHeader: "default=1", for: url)
        XCTAssertNil(jar.cookieHeader(for: url, context: .crossSite()))
        XCTAssertEqual(jar.cookieHeader(for: url, context: .crossSite(topLevelNavigation: true)), "default=1")
    }

    func test_sameSiteNone_withoutSecure_isRejected() {
        let jar = CookieJar.testJar()
        XCTAssertEqual(jar.set(setCookieHeader: "a=1; SameSite=None", for: url).rejection, .sameSiteNoneWithoutSecure)
    }

    func test_unknownSameSiteValue_meansUnspecified() {
        let jar = CookieJar.testJar()
        guard case .stored(let cookie) = jar.set(setCookieHeader: "a=1; SameSite=Bogus", for: url)
        else { return XCTFail("not stored") }
        XCTAssertEqual(cookie.sameSite, .unspecified)
    }

    func test_crossSiteResponse_cannotSetLaxOrStrictCookie() {
        let jar = CookieJar.testJar()
        XCTAssertEqual(jar.set(setCookieHeader: "a=1; SameSite=Strict", for: url, context: .crossSite()).rejection,
                       .crossSiteSameSiteCookie)
        XCTAssertNil(jar.set(setCookieHeader: "b=1; SameSite=None; Secure", for: url, context: .crossSite()).rejection)
    }
}
