@testable import HybridCore
import XCTest

/// How long a page may hold a native call for a function it has not registered yet.
final class BridgeRegistrationWaitTests: XCTestCase {
    func test_registrationWait_leavesAMarginBeforeTheNativeTimeout() {
        XCTAssertEqual(Bridge.registrationWait(within: .seconds(30)), 29_500)
        XCTAssertEqual(Bridge.registrationWait(within: .seconds(1)), 750)
        XCTAssertEqual(Bridge.registrationWait(within: .milliseconds(400)), 300)
    }

    func test_registrationWait_isZeroForNoTime() {
        XCTAssertEqual(Bridge.registrationWait(within: .zero), 0)
        XCTAssertEqual(Bridge.registrationWait(within: .microseconds(500)), 0)
    }

    func test_nativeCallMessage_carriesTheWait() {
        let text = OutgoingBridgeText.call(id: "n1", name: "h5.title", params: .null, waitMilliseconds: 750)
        XCTAssertEqual(text, #"{"t":"call","id":"n1","name":"h5.title","params":null,"wait":750}"#)
    }
}
