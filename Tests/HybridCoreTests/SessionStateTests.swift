import Foundation
@testable import HybridCore
import HybridTesting
import XCTest

/// Saving and restoring a container's history, against the fake engine.
final class SessionStateTests: XCTestCase {
    private static let saved = Data("saved-history".utf8)
    private static let restored = URL(string: "https://app.example/b")!

    /// Starts a restore and returns it once the engine was given the bytes.
    @MainActor
    private static func startRestore(_ container: WebContainer, _ view: FakeWebEngineView) async -> Task<URL?, any Error> {
        let restore = Task { @MainActor in try await container.restoreSessionState(Self.saved) }
        while view.restoredSessionStates.isEmpty { await Task.yield() }
        return restore
    }

    func test_sessionState_isTheEnginesBytes() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            view.savedSessionState = Self.saved
            XCTAssertEqual(try container.sessionState(), Self.saved)
        }
    }

    func test_restore_resolvesWhenItsOwnNavigationFinishes() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            view.namesNavigations = true
            let container = WebContainer(view: view)
            let restore = await Self.startRestore(container, view)
            let navigation = view.lastNavigation
            XCTAssertNotNil(navigation)
            view.report(.finished(URL(string: "https://app.example/other")), navigation: NavigationID(rawValue: 999))
            view.report(.finished(Self.restored), navigation: navigation)
            let url = try await restore.value
            XCTAssertEqual(url, Self.restored)
            XCTAssertEqual(view.restoredSessionStates, [Self.saved])
        }
    }

    func test_restore_withoutIdentities_resolvesAtTheNextFinish() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            let restore = await Self.startRestore(container, view)
            view.report(.started(Self.restored))
            view.report(.finished(Self.restored))
            let url = try await restore.value
            XCTAssertEqual(url, Self.restored)
        }
    }

    func test_closedContainer_throwsViewClosed_andTheEngineIsNotAsked() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            container.close()
            do {
                try await container.restoreSessionState(Self.saved)
                XCTFail("a closed container restores nothing")
            } catch {
                XCTAssertEqual(error as? EngineError, .viewClosed)
            }
            XCTAssertThrowsError(try container.sessionState()) { XCTAssertEqual($0 as? EngineError, .viewClosed) }
            XCTAssertEqual(view.dialogDismissals, 0, "refused before the engine was touched")
        }
    }

    func test_unreadableState_throwsAtOnce_andTheContainerStillLoads() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            do {
                try await container.restoreSessionState(Data())
                XCTFail("empty bytes are no session state")
            } catch EngineError.invalidSessionState {}
            let load = Task { @MainActor in try await container.load(Self.restored) }
            while view.loadedRequests.isEmpty { await Task.yield() }
            view.report(.finished(Self.restored))
            let loaded = try await load.value
            XCTAssertEqual(loaded, Self.restored)
        }
    }

    func test_restore_trustsNoOriginOfTheRestoredPages() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            let restore = await Self.startRestore(container, view)
            view.report(.committed(Self.restored))
            view.report(.finished(Self.restored))
            _ = try await restore.value
            XCTAssertEqual(container.trustedOrigins, [], "the saved history may hold pages the user followed links to")
        }
    }
}
