import Foundation
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary
import HybridEngineInterface

/// Saving and restoring a container's history, against the fake engine.
@MainActor
struct SessionStateTests {
    private static let saved = Data("saved-history".utf8)
    private static let restored = URL(string: "https://app.example/b")!

    /// Starts a restore and returns it once the engine was given the bytes.
    private static func startRestore(_ container: WebContainer, _ view: FakeWebEngineView) async -> Task<URL?, any Error> {
        let restore = Task { @MainActor in try await container.restoreSessionState(Self.saved) }
        while view.restoredSessionStates.isEmpty { await Task.yield() }
        return restore
    }

    @Test func sessionState_isTheEnginesBytes() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        view.savedSessionState = Self.saved
        #expect(try container.sessionState() == Self.saved)
    }

    @Test func restore_resolvesWhenItsOwnNavigationFinishes() async throws {
        let view = FakeWebEngineView()
        view.namesNavigations = true
        let container = WebContainer(view: view)
        let restore = await Self.startRestore(container, view)
        let navigation = view.lastNavigation
        #expect(navigation != nil)
        view.report(.finished(URL(string: "https://app.example/other")), navigation: NavigationID(rawValue: 999))
        view.report(.finished(Self.restored), navigation: navigation)
        let url = try await restore.value
        #expect(url == Self.restored)
        #expect(view.restoredSessionStates == [Self.saved])
    }

    @Test func restore_withoutIdentities_resolvesAtTheNextFinish() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let restore = await Self.startRestore(container, view)
        view.report(.started(Self.restored))
        view.report(.finished(Self.restored))
        let url = try await restore.value
        #expect(url == Self.restored)
    }

    @Test func closedContainer_throwsViewClosed_andTheEngineIsNotAsked() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        container.close()
        do {
            try await container.restoreSessionState(Self.saved)
            Issue.record("a closed container restores nothing")
        } catch {
            #expect(error as? EngineError == .viewClosed)
        }
        #expect(throws: EngineError.viewClosed) { try container.sessionState() }
        #expect(view.dialogDismissals == 0, "refused before the engine was touched")
    }

    @Test func unreadableState_throwsAtOnce_andTheContainerStillLoads() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        do {
            try await container.restoreSessionState(Data())
            Issue.record("empty bytes are no session state")
        } catch EngineError.invalidSessionState {}
        let load = Task { @MainActor in try await container.load(Self.restored) }
        while view.loadedRequests.isEmpty { await Task.yield() }
        view.report(.finished(Self.restored))
        let loaded = try await load.value
        #expect(loaded == Self.restored)
    }

    @Test func restore_trustsNoOriginOfTheRestoredPages() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let restore = await Self.startRestore(container, view)
        view.report(.committed(Self.restored))
        view.report(.finished(Self.restored))
        _ = try await restore.value
        #expect(container.trustedOrigins == [], "the saved history may hold pages the user followed links to")
    }
}
