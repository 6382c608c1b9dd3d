import HybridCore
import HybridSchemes
import Foundation
import XCTest

final class CORSPolicyTests: XCTestCase {
    private let policy = CORSPolicy(allowedOrigins: ["http://127.0.0.1:8080"])
    private let url = URL(string: "app://bundle/data.json")!

    private func request(_ method: String, _ headers: [String: String]) -> URLSchemeRequest {
        URLSchemeRequest(url: url, method: method, headers: headers)
    }

    func test_preflightFromAllowedOrigin_echoesOriginMethodsAndAskedHeaders() {
        let preflight = request("OPTIONS", ["Origin": "http://127.0.0.1:8080", "Access-Control-Request-Method": "POST",
                                            "Access-Control-Request-Headers": "Content-Type, Range"])
        XCTAssertTrue(policy.isPreflight(preflight))
        let answer = policy.preflightResponse(for: preflight)
        XCTAssertEqual(answer.status, 204)
        XCTAssertEqual(answer.headers["Access-Control-Allow-Origin"], "http://127.0.0.1:8080")
        XCTAssertEqual(answer.headers["Access-Control-Allow-Headers"], "content-type, range")
        XCTAssertEqual(answer.headers["Access-Control-Allow-Methods"], "GET, HEAD, POST")
    }

    func test_preflightFromOtherOrigin_orForUnlistedHeader_isRefusedWithoutAllowHeaders() {
        let foreign = request("OPTIONS", ["Origin": "http://127.0.0.2:8080", "Access-Control-Request-Method": "GET"])
        let oddHeader = request("OPTIONS", ["Origin": "http://127.0.0.1:8080", "Access-Control-Request-Method": "GET",
                                            "Access-Control-Request-Headers": "X-Secret"])
        for preflight in [foreign, oddHeader] {
            let answer = policy.preflightResponse(for: preflight)
            XCTAssertEqual(answer.status, 403)
            XCTAssertNil(answer.headers["Access-Control-Allow-Origin"])
        }
    }

    func test_apply_addsAllowOriginOnlyForAllowedOrigin() {
        var allowed = URLSchemeResponse(status: 200)
        policy.apply(to: &allowed, for: request("GET", ["origin": "http://127.0.0.1:8080"]))
        XCTAssertEqual(allowed.headers["Access-Control-Allow-Origin"], "http://127.0.0.1:8080")
        var foreign = URLSchemeResponse(status: 200)
        policy.apply(to: &foreign, for: request("GET", ["Origin": "http://127.0.0.2:8080"]))
        XCTAssertNil(foreign.headers["Access-Control-Allow-Origin"])
        XCTAssertEqual(foreign.headers["Vary"], "Origin")
    }

    func test_admits_ownOriginAllowedOriginAndNoOrigin_refusesOthers() {
        XCTAssertTrue(policy.admits(request("POST", [:]), servedOrigin: "app://bundle"))
        XCTAssertTrue(policy.admits(request("POST", ["Origin": "app://bundle"]), servedOrigin: "app://bundle"))
        XCTAssertTrue(policy.admits(request("POST", ["Origin": "http://127.0.0.1:8080"]), servedOrigin: "app://bundle"))
        XCTAssertFalse(policy.admits(request("POST", ["Origin": "null"]), servedOrigin: "app://bundle"))
        XCTAssertFalse(policy.admits(request("POST", ["Origin": "https://evil.example"]), servedOrigin: "app://bundle"))
    }
}
