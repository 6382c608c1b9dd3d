import HybridCore
import XCTest
import HybridVocabulary

/// One rule for both engines: the view's own string, then the view's
/// application name after the engine's own string, then the engine's setting.
final class UserAgentPrecedenceTests: XCTestCase {
    func test_viewApplicationName_outranksTheEnginesReplacingAgent() {
        var agent = ViewUserAgent(engine: .replacing("Engine/1"), settings: EngineSettings(applicationNameForUserAgent: "Shop/3"))
        XCTAssertEqual(agent.effective, .appending("Shop/3"))
        XCTAssertEqual(agent.engineChanged(to: .appending("Other/9")), .appending("Shop/3"))
    }

    func test_viewCustomAgent_outranksEverything_andGivingItBackRestoresTheRule() {
        var agent = ViewUserAgent(engine: .replacing("Engine/1"), settings: EngineSettings(applicationNameForUserAgent: "Shop/3"))
        XCTAssertEqual(agent.customChanged(to: "Custom/2"), .replacing("Custom/2"))
        XCTAssertEqual(agent.engineChanged(to: .replacing("Engine/2")), .replacing("Custom/2"))
        XCTAssertEqual(agent.customChanged(to: nil), .appending("Shop/3"))
    }

    func test_viewWithNothingOfItsOwn_followsTheEngine() {
        var agent = ViewUserAgent(engine: .engineDefault, settings: EngineSettings())
        XCTAssertEqual(agent.effective, .engineDefault)
        XCTAssertEqual(agent.engineChanged(to: .appending("Shop/3.2")), .appending("Shop/3.2"))
        XCTAssertEqual(agent.engineChanged(to: .replacing("Whole/1")), .replacing("Whole/1"))
    }

    func test_anEnginesWholeString_outranksItsApplicationName() {
        XCTAssertEqual(EffectiveUserAgent(custom: "Kiosk/1", applicationName: "Shop/3"), .replacing("Kiosk/1"))
        XCTAssertEqual(EffectiveUserAgent(custom: nil, applicationName: "Shop/3"), .appending("Shop/3"))
        XCTAssertEqual(EffectiveUserAgent(custom: nil, applicationName: nil), .engineDefault)
    }
}
