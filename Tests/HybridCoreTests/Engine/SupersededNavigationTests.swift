import Foundation
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary
import HybridEngineInterface

/// The engines' contract, kept by the fake too: a navigation replaced by a
/// newer one reports no cancellation, so the newer load settles by its own events.
@MainActor
struct SupersededNavigationTests {
    @Test func replacedLoadsCancellation_isNotReported_andTheNewerLoadFinishes() async throws {
        let view = FakeWebEngineView()
        view.namesNavigations = true
        let container = WebContainer(view: view)
        var events: [NavigationEvent] = []
        container.onNavigationEvent = { events.append($0) }
        let first = Task { @MainActor in try await container.load(URL(string: "https://a.example/one")!) }
        try await eventually("first started") { view.lastNavigation != nil }
        let firstID = try #require(view.lastNavigation)
        let second = Task { @MainActor in try await container.load(URL(string: "https://a.example/two")!) }
        try await eventually("second started") { view.lastNavigation != firstID }
        let secondID = view.lastNavigation
        view.report(.failed(URL(string: "https://a.example/one"), .cancelled), navigation: firstID)
        #expect(events.isEmpty, "the replaced load's cancellation is not reported: \(events)")
        view.report(.started(URL(string: "https://a.example/two")), navigation: secondID)
        view.report(.committed(URL(string: "https://a.example/two")), navigation: secondID)
        view.report(.finished(URL(string: "https://a.example/two")), navigation: secondID)
        let url = try await second.value
        #expect(url?.path == "/two")
        first.cancel()
        _ = try? await first.value
    }
}
