import HybridCore
import XCTest

final class BridgeOriginTests: XCTestCase {
    func test_defaultPorts_areTheSameOrigin_andDescriptionIsSerialized() {
        XCTAssertEqual(BridgeOrigin("https://App.Example"), BridgeOrigin("https://app.example:443/path?q"))
        XCTAssertEqual(BridgeOrigin("http://127.0.0.1:8080")?.description, "http://127.0.0.1:8080")
        XCTAssertEqual(BridgeOrigin("https://a.example:443")?.description, "https://a.example")
    }

    func test_schemeHostAndPort_allMatter() {
        let policy = BridgeOriginPolicy.origins("https://app.example")
        XCTAssertTrue(policy.allows("https://app.example"))
        XCTAssertFalse(policy.allows("http://app.example"))
        XCTAssertFalse(policy.allows("https://app.example:8443"))
        XCTAssertFalse(policy.allows("https://evil.app.example"))
        XCTAssertFalse(policy.allows("https://app.example.evil"))
    }

    func test_opaqueOrigins_neverMatchAList_butAnyAllowsThem() {
        XCTAssertNil(BridgeOrigin("null"))
        XCTAssertFalse(BridgeOriginPolicy.origins("https://app.example").allows("null"))
        XCTAssertTrue(BridgeOriginPolicy.any.allows("null"))
    }
}
