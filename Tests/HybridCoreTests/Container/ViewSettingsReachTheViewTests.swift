import Foundation
import Testing
@testable import HybridCore
import HybridTesting
import HybridVocabulary

/// `ContainerConfiguration.view` reaches the engine view at once and on every change, and follows the page into a warm view.
@MainActor
struct ViewSettingsReachTheViewTests {
    @Test func everySetting_reachesTheEngineView_onceEachChange() throws {
        let engine = FakeWebEngine()
        let container = try WebContainer(engine: engine)
        defer { container.close() }
        let view = try #require(container.engineView as? FakeWebEngineView)
        #expect(view.appliedViewSettings == [ViewSettings()], "the defaults are applied at once: text follows the system")
        var settings = ViewSettings()
        settings.backgroundColor = .init(red: 0, green: 0, blue: 0)
        settings.isScrollEnabled = false
        settings.bounces = false
        settings.contentInsets = .init(top: 44)
        settings.textScale = 1.25
        settings.allowsLinkPreview = false
        settings.allowsBackForwardGestures = true
        settings.pullToRefresh = true
        settings.keyboardResize = .body
        settings.showsKeyboardAccessoryBar = false
        container.configuration.viewSettings = settings
        container.configuration.title = "unrelated"
        #expect(view.appliedViewSettings == [ViewSettings(), settings], "an unrelated change applies nothing again")
        let warm = try #require(try engine.makeView(settings: EngineSettings()) as? FakeWebEngineView)
        try container.view.replace(with: warm)
        #expect(warm.appliedViewSettings == [settings])
        #expect(container.chrome.pullToRefresh, "the shell offers a refresh from the same setting")
    }

    /// The keyboard's native resize is the engine view's: the height it last set comes back in a recovered page's warm view.
    @Test func keyboardOverlap_reachesTheEngineView_andFollowsThePageIntoAWarmView() throws {
        let engine = FakeWebEngine()
        let container = try WebContainer(engine: engine)
        defer { container.close() }
        let view = try #require(container.engineView as? FakeWebEngineView)
        try container.chrome.keyboardDidChange(height: 280)
        #expect(view.keyboardOverlaps == [280])
        let warm = try #require(try engine.makeView(settings: EngineSettings()) as? FakeWebEngineView)
        try container.view.replace(with: warm)
        #expect(warm.keyboardOverlaps == [280])
    }

    @Test(arguments: [(-1.0, 0.0), (0.5, 0.5), (2.0, 1.0), (.nan, 0.0)])
    func colourComponents_areClamped(given: Double, stored: Double) {
        #expect(ViewSettings.Color(red: given, green: 0, blue: 0).red == stored)
    }

    @Test(arguments: [(nil, 1.5, 1.5), (nil, 0, 1), (10, 1, 3), (0.1, 1, 0.5), (.infinity, 2, 1), (-1, 2, 1), (.nan, 2, 1)] as [(Double?, Double, Double)])
    func textFactor_staysWithinHalfToThreeTimes(scale: Double?, system: Double, factor: Double) {
        var settings = ViewSettings()
        settings.textScale = scale
        #expect(settings.textFactor(system: system) == factor)
    }
}
