import Foundation
import XCTest
import HybridCore
import HybridVocabulary

/// WKWebView reports failures as `NSError`s; the mapping lives in the core so it is tested here.
final class EngineNSErrorMappingTests: XCTestCase {
    private func error(_ domain: String, _ code: Int, _ userInfo: [String: Any] = [:]) -> NSError {
        NSError(domain: domain, code: code, userInfo: userInfo)
    }

    func test_urlErrors_mapToTheirNavigationErrors() {
        XCTAssertEqual(NavigationError(engineError: error(NSURLErrorDomain, NSURLErrorCancelled)), .cancelled)
        XCTAssertEqual(NavigationError(engineError: error(NSURLErrorDomain, NSURLErrorTimedOut)), .timedOut(seconds: 0))
        for code in [NSURLErrorCannotConnectToHost, NSURLErrorCannotFindHost, NSURLErrorNotConnectedToInternet,
                     NSURLErrorNetworkConnectionLost, NSURLErrorDNSLookupFailed] {
            XCTAssertEqual(NavigationError(engineError: error(NSURLErrorDomain, code)).code, "cannot_connect", "code \(code)")
        }
    }

    func test_webKitPolicyInterruption_isACancellation() {
        XCTAssertEqual(NavigationError(engineError: error("WebKitErrorDomain", 102)), .cancelled)
    }

    func test_contentWebKitCannotShow_isCannotShowContent() {
        XCTAssertEqual(NavigationError(engineError: error("WebKitErrorDomain", 100)).code, "cannot_show_content")
        XCTAssertEqual(NavigationError(engineError: error("WebKitErrorDomain", 101)).code, "cannot_show_content")
    }

    func test_webContentProcessTermination_duringALoad_isWebProcessTerminated() {
        XCTAssertEqual(NavigationError(engineError: error("WKErrorDomain", 2)), .webProcessTerminated)
    }

    func test_unknownErrors_keepDomainAndCode() {
        let mapped = NavigationError(engineError: error("SomeDomain", 7, [NSLocalizedDescriptionKey: "odd"]))
        XCTAssertEqual(mapped, .other(domain: "SomeDomain", code: 7, message: "odd"))
    }

    func test_javaScriptException_carriesWebKitsMessage() {
        let thrown = error("WKErrorDomain", 4, ["WKJavaScriptExceptionMessage": "TypeError: x is not a function"])
        XCTAssertEqual(EngineError(scriptError: thrown), .javaScriptException(message: "TypeError: x is not a function"))
    }

    func test_unsupportedResult_invalidatedView_andForeignErrors_mapByCode() {
        XCTAssertEqual(EngineError(scriptError: error("WKErrorDomain", 5)).code, "unsupported_result_type")
        XCTAssertEqual(EngineError(scriptError: error("WKErrorDomain", 3)), .viewClosed)
        XCTAssertEqual(EngineError(scriptError: error("WKErrorDomain", 2)).code, "engine_failed")
        XCTAssertEqual(EngineError(scriptError: error(NSURLErrorDomain, NSURLErrorCancelled)).code, "engine_failed")
    }
}
