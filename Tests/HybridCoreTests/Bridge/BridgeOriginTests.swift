import Foundation
import HybridCore
import XCTest

final class BridgeOriginTests: XCTestCase {
    func test_defaultPorts_areTheSameOrigin_andDescriptionIsSerialized() throws {
        XCTAssertEqual(try BridgeOrigin("https://App.Example"), try BridgeOrigin("https://app.example:443/"))
        XCTAssertEqual(try BridgeOrigin("http://127.0.0.1:8080").description, "http://127.0.0.1:8080")
        XCTAssertEqual(try BridgeOrigin("https://a.example:443").description, "https://a.example")
        XCTAssertEqual(BridgeOrigin(url: URL(string: "https://app.example:443/path?q")!), try BridgeOrigin("https://app.example"))
    }

    func test_customSchemeOrigin_parsesWithNoDefaultPort() throws {
        let bundle = try BridgeOrigin("app://bundle")
        XCTAssertEqual(bundle.scheme, "app")
        XCTAssertEqual(bundle.host, "bundle")
        XCTAssertNil(bundle.port)
        XCTAssertEqual(bundle.description, "app://bundle")
        XCTAssertEqual(BridgeOrigin(url: URL(string: "app://bundle/index.html")!), bundle)
        XCTAssertNotEqual(try BridgeOrigin("app://bundle:8080"), bundle)
        XCTAssertTrue(BridgeOriginPolicy.only([bundle]).allows("app://bundle"))
    }

    func test_textThatIsNoOrigin_throwsWhereItIsWritten() {
        for text in ["127.0.0.1:8080", "localhost:8080", "null", "", "https://", "https://a.example/path", "https://a.example?q", "https://u@a.example"] {
            XCTAssertThrowsError(try BridgeOriginPolicy.origins("https://fine.example", text), text) { error in
                XCTAssertEqual((error as? BridgeOriginError)?.code, "not_an_origin", text)
            }
        }
    }

    func test_schemeHostAndPort_allMatter() throws {
        let policy = try BridgeOriginPolicy.origins("https://app.example")
        XCTAssertTrue(policy.allows("https://app.example"))
        XCTAssertFalse(policy.allows("http://app.example"))
        XCTAssertFalse(policy.allows("https://app.example:8443"))
        XCTAssertFalse(policy.allows("https://evil.app.example"))
        XCTAssertFalse(policy.allows("https://app.example.evil"))
    }

    func test_opaqueOrigins_neverMatchAList_butAnyAllowsThem() throws {
        XCTAssertThrowsError(try BridgeOrigin("null"))
        XCTAssertFalse(try BridgeOriginPolicy.origins("https://app.example").allows("null"))
        XCTAssertFalse(BridgeOriginPolicy.trusted.allows("null", trusted: [try BridgeOrigin("https://app.example")]))
        XCTAssertTrue(BridgeOriginPolicy.any.allows("null"))
    }

    func test_trustedPolicy_followsTheTrustedSetItIsGiven() throws {
        let app = try BridgeOrigin("https://app.example")
        XCTAssertTrue(BridgeOriginPolicy.trusted.allows("https://app.example", trusted: [app]))
        XCTAssertFalse(BridgeOriginPolicy.trusted.allows("https://app.example", trusted: []))
        XCTAssertFalse(BridgeOriginPolicy.trusted.allows("https://other.example", trusted: [app]))
    }
}
