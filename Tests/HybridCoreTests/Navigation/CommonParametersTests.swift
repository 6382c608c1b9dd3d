import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
@testable import HybridCookies
import XCTest
import HybridVocabulary

final class CommonParametersTests: XCTestCase {
    private func parameters() throws -> CommonParameters {
        try CommonParameters(
            queryItems: [URLQueryItem(name: "channel", value: "store")], queryHosts: ["*.shop.example"],
            headers: ["X-App-Version": "3.2"], headerHosts: ["m.shop.example"],
            scriptValues: ["userId": "u-1", "flags": ["dark": true]], scriptOrigins: [try BridgeOrigin("https://m.shop.example")])
    }

    func test_cookieHeader_isRefused_inAnyCase_withAStableCode() {
        for name in ["Cookie", "cookie", "COOKIE"] {
            XCTAssertThrowsError(try CommonParameters(headers: [name: "sid=1"])) { error in
                XCTAssertEqual(error as? CommonParameterError, .cookieHeaderRefused)
                XCTAssertEqual((error as? CommonParameterError)?.code, "cookie_header_refused")
            }
        }
    }

    func test_headerNamesMustBeTokens_andValuesSingleLine_scriptValuesMustBeJSON() {
        XCTAssertThrowsError(try CommonParameters(headers: ["X Bad": "1"])) { XCTAssertEqual(($0 as? CommonParameterError)?.code, "invalid_header") }
        XCTAssertThrowsError(try CommonParameters(headers: ["X-Ok": "a\r\nCookie: b"])) { XCTAssertEqual(($0 as? CommonParameterError)?.code, "invalid_header") }
        XCTAssertThrowsError(try CommonParameters(scriptValues: ["n": .number(.nan)])) {
            XCTAssertEqual($0 as? CommonParameterError, .invalidScriptValue("n"))
        }
    }

    func test_applied_addsWhatIsMissing_onlyForListedHosts_andKeepsWhatThePageHas() throws {
        let parameters = try parameters()
        let listed = parameters.applied(to: URLRequest(url: URL(string: "https://m.shop.example/p?a=1")!))
        XCTAssertEqual(listed.url?.absoluteString, "https://m.shop.example/p?a=1&channel=store")
        XCTAssertEqual(listed.value(forHTTPHeaderField: "x-app-version"), "3.2")
        let own = parameters.applied(to: URLRequest(url: URL(string: "https://m.shop.example/p?channel=ad")!))
        XCTAssertEqual(own.url?.absoluteString, "https://m.shop.example/p?channel=ad")
        let queryOnly = parameters.applied(to: URLRequest(url: URL(string: "https://img.shop.example/")!))
        XCTAssertEqual(queryOnly.url?.query, "channel=store")
        XCTAssertNil(queryOnly.value(forHTTPHeaderField: "X-App-Version"), "headers go to header hosts only")
        let other = parameters.applied(to: URLRequest(url: URL(string: "https://evil.example/?x")!))
        XCTAssertEqual(other.url?.absoluteString, "https://evil.example/?x")
        XCTAssertNil(other.value(forHTTPHeaderField: "X-App-Version"))
    }

    func test_missingAndCarried_areToldFromTheSentRequest() throws {
        let parameters = try parameters()
        let url = URL(string: "https://m.shop.example/p?channel=store")!
        XCTAssertFalse(parameters.isMissing(from: url, sentHeaders: ["x-app-version": "3.2"]))
        XCTAssertTrue(parameters.isMissing(from: url, sentHeaders: [:]))
        XCTAssertTrue(parameters.isMissing(from: URL(string: "https://m.shop.example/p")!, sentHeaders: ["X-App-Version": "3.2"]))
        XCTAssertFalse(parameters.isMissing(from: URL(string: "https://other.example/")!, sentHeaders: [:]))
        XCTAssertTrue(parameters.carriesHeaders(["x-app-version": "3.2"]))
        XCTAssertFalse(parameters.carriesHeaders(["x-app-version": "page's own"]))
    }

    func test_scriptValues_goToListedOriginsOnly_neverToOpaqueOnes() throws {
        let parameters = try parameters()
        XCTAssertEqual(parameters.scriptValues(for: "https://m.shop.example")["userId"], "u-1")
        XCTAssertEqual(parameters.scriptValues(for: "https://m.shop.example:8443"), [:])
        XCTAssertEqual(parameters.scriptValues(for: "null"), [:])
        XCTAssertEqual(parameters.scriptValues(for: "https://evil.example"), [:])
    }
}
