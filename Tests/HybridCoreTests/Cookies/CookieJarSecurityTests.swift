import Foundation
import HybridCore
import HybridCookies
import XCTest

final class CookieJarSecurityTests: XCTestCase {
    let https = URL.test("https://app.example.com/")
    let http = URL.test("http://app.example.com/")

    func test_secureCookie_isRejectedFromInsecureOrigin() {
        let jar = CookieJar.testJar()
        XCTAssertEqual(jar.set(setCookieHeader: "sid=1; Secure", for: http).rejection, .secureFromInsecureOrigin)
        XCTAssertEqual(jar.count, 0)
    }

    func test_secureCookie_cannotBeOverwrittenFromInsecureOrigin() {
        let jar = CookieJar.testJar()
        jar.set(setCookieHeader: "sid=secret; Secure", for: https)
        XCTAssertEqual(jar.set(setCookieHeader: "sid=evil", for: http).rejection, .overwritesSecureCookie)
        XCTAssertEqual(jar.cookieHeader(for: https), "sid=secret")
    }

    func test_secureCookie_cannotBeShadowedFromInsecureSubdomainOrDeeperPath() {
        let jar = CookieJar.testJar()
        jar.set(setCookieHeader: "sid=secret; Secure; Domain=example.com; Path=/", for: https)
        let shadow = jar.set(setCookieHeader: "sid=evil; Path=/deep", for: .test("http://sub.example.com/deep/x"))
        XCTAssertEqual(shadow.rejection, .overwritesSecureCookie)
    }

    func test_insecureCookieWithOtherName_isStoredBesideSecureCookie() {
        let jar = CookieJar.testJar()
        jar.set(setCookieHeader: "sid=secret; Secure", for: https)
        XCTAssertNil(jar.set(setCookieHeader: "theme=dark", for: http).rejection)
        XCTAssertEqual(jar.cookieHeader(for: http), "theme=dark")
        XCTAssertEqual(jar.cookieHeader(for: https), "sid=secret; theme=dark")
    }

    func test_httpOnlyCookie_cannotBeSetFromScript() {
        let jar = CookieJar.testJar()
        XCTAssertEqual(jar.set(setCookieHeader: "a=1; HttpOnly", for: https, source: .script).rejection, .httpOnlyFromScript)
    }

    func test_httpOnlyCookie_cannotBeOverwrittenFromScript_butCanFromHTTP() {
        let jar = CookieJar.testJar()
        jar.set(setCookieHeader: "sid=1; HttpOnly", for: https)
        XCTAssertEqual(jar.set(setCookieHeader: "sid=2", for: https, source: .script).rejection, .overwritesHttpOnlyCookie)
        XCTAssertNil(jar.set(setCookieHeader: "sid=3; HttpOnly", for: https).rejection)
        XCTAssertEqual(jar.cookieHeader(for: https), "sid=3")
    }

    func test_httpOnlyCookie_isHiddenFromScriptLookups() {
        let jar = CookieJar.testJar()
        jar.setCookies(fromHeaderLines: ["sid=1; HttpOnly", "theme=dark"], for: https)
        XCTAssertEqual(jar.documentCookie(for: https), "theme=dark")
        XCTAssertEqual(jar.cookieHeader(for: https, includeHttpOnly: false), "theme=dark")
        XCTAssertEqual(jar.cookieHeader(for: https), "sid=1; theme=dark")
    }

    func test_securePrefix_requiresSecureAttribute_caseInsensitively() {
        let jar = CookieJar.testJar()
        XCTAssertEqual(jar.set(setCookieHeader: "__secure-a=1", for: https).rejection, .securePrefixViolation)
        XCTAssertNil(jar.set(setCookieHeader: "__Secure-a=1; Secure", for: https).rejection)
    }

    func test_hostPrefix_requiresSecureHostOnlyAndRootPath() {
        let jar = CookieJar.testJar()
        XCTAssertEqual(jar.set(setCookieHeader: "__Host-a=1; Secure", for: https).rejection, .hostPrefixViolation)
        XCTAssertEqual(jar.set(setCookieHeader: "__HOST-a=1; Secure; Path=/; Domain=example.com", for: https).rejection,
                       .hostPrefixViolation)
        XCTAssertEqual(jar.set(setCookieHeader: "__Host-a=1; Path=/", for: https).rejection, .hostPrefixViolation)
        XCTAssertEqual(jar.set(setCookieHeader: "__Host-a=1; Secure; Path=/x", for: https).rejection, .hostPrefixViolation)
        XCTAssertNil(jar.set(setCookieHeader: "__Host-a=1; Secure; Path=/", for: https).rejection)
    }

    func test_namelessCookie_cannotSpoofPrefixInValue() {
        let jar = CookieJar.testJar()
        XCTAssertEqual(jar.set(setCookieHeader: "=__Host-a=1; Secure; Path=/", for: https).rejection, .namelessPrefixedValue)
        XCTAssertEqual(jar.set(setCookieHeader: "__secure-x", for: https).rejection, .namelessPrefixedValue)
    }

    func test_domainAttribute_forPublicSuffix_isRejected() {
        let jar = CookieJar.testJar()
        XCTAssertEqual(jar.set(setCookieHeader: "a=1; Domain=com", for: https).rejection, .publicSuffixDomain)
        XCTAssertEqual(jar.set(setCookieHeader: "a=1; Domain=github.io", for: .test("https://me.github.io/")).rejection,
                       .publicSuffixDomain)
    }

    func test_domainAttribute_equalToPublicSuffixHost_becomesHostOnly() {
        let jar = CookieJar.testJar()
        guard case .stored(let cookie) = jar.set(setCookieHeader: "a=1; Domain=github.io", for: .test("https://github.io/"))
        else { return XCTFail("not stored") }
        XCTAssertTrue(cookie.hostOnly)
        XCTAssertNil(jar.cookieHeader(for: .test("https://me.github.io/")))
    }

    func test_domainAttribute_forOtherSite_isRejected() {
        let jar = CookieJar.testJar()
        XCTAssertEqual(jar.set(setCookieHeader: "a=1; Domain=other.com", for: https).rejection, .domainMismatch)
    }

    func test_idnDomainAttribute_matchesPunycodeHost() {
        let jar = CookieJar.testJar()
        let url = URL.test("https://www.xn--bcher-kva.example/")
        XCTAssertNil(jar.set(setCookieHeader: "a=1; Domain=BÜCHER.example", for: url).rejection)
        XCTAssertEqual(jar.allCookies().first?.domain, "xn--bcher-kva.example")
        XCTAssertEqual(jar.cookieHeader(for: .test("https://shop.xn--bcher-kva.example/")), "a=1")
    }

    func test_loopbackHttp_countsAsSecureOrigin() {
        let jar = CookieJar.testJar()
        XCTAssertNil(jar.set(setCookieHeader: "a=1; Secure", for: .test("http://localhost:8080/")).rejection)
        XCTAssertEqual(jar.cookieHeader(for: .test("http://localhost:8080/")), "a=1")
    }
}
