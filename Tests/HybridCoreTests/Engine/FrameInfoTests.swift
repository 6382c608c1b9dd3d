import HybridCore
import XCTest
import HybridVocabulary

/// Engines give scheme, host and port; the bridge compares them with `self.origin`, so they must serialize alike.
final class FrameInfoTests: XCTestCase {
    private func origin(_ scheme: String, _ host: String, _ port: Int = 0) -> String {
        FrameInfo.serializedOrigin(scheme: scheme, host: host, port: port)
    }

    func test_serializedOrigin_dropsDefaultPorts() {
        XCTAssertEqual(origin("https", "a.example", 443), "https://a.example")
        XCTAssertEqual(origin("http", "a.example", 80), "http://a.example")
        XCTAssertEqual(origin("wss", "a.example", 443), "wss://a.example")
        XCTAssertEqual(origin("https", "a.example", 0), "https://a.example", "0 is the engine's 'default'")
    }

    func test_serializedOrigin_keepsOtherPorts() {
        XCTAssertEqual(origin("https", "a.example", 8443), "https://a.example:8443")
        XCTAssertEqual(origin("http", "a.example", 443), "http://a.example:443")
        XCTAssertEqual(origin("app", "bundle", 80), "app://bundle:80", "a custom scheme has no default port")
        XCTAssertEqual(origin("app", "bundle"), "app://bundle")
    }

    func test_serializedOrigin_bracketsIPv6_once() {
        XCTAssertEqual(origin("http", "::1", 8080), "http://[::1]:8080")
        XCTAssertEqual(origin("http", "[::1]", 8080), "http://[::1]:8080")
    }

    func test_serializedOrigin_isNullWithoutSchemeOrHost() {
        XCTAssertEqual(origin("", "a.example", 443), "null")
        XCTAssertEqual(origin("https", "", 443), "null")
    }

    func test_serializedOrigin_lowersCase() {
        XCTAssertEqual(origin("HTTPS", "A.Example", 443), "https://a.example")
        XCTAssertEqual(origin("HTTP", "FE80::1", 8080), "http://[fe80::1]:8080")
    }

    func test_serializedOrigin_matchesBridgeOriginSerialization() throws {
        for (scheme, host, port) in [("https", "A.example", 8443), ("http", "::1", 80), ("app", "bundle", 0)] {
            let url = try XCTUnwrap(URL(string: "\(scheme)://\(host.contains(":") ? "[\(host)]" : host)\(port > 0 ? ":\(port)" : "")/"))
            XCTAssertEqual(origin(scheme, host, port), BridgeOrigin(url: url)?.description)
        }
    }
}
