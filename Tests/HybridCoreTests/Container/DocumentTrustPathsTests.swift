import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridVocabulary
import HybridEngineInterface
import HybridTesting
import Testing

/// The trust an app's load asks for is its own commit's only: a load that ends without
/// committing leaves nothing for the old document's next navigation, and a page brought
/// back keeps the trust it had (issue 56, item 5).
@MainActor
struct DocumentTrustPathsTests {
    static let home = URL(string: "https://app.example/home")!
    static let next = URL(string: "https://app.example/next")!
    static let chosen = URL(string: "https://app.example/chosen-by-the-page")!

    /// A container showing `home`, loaded by the app.
    static func appPage() async throws -> (FakeWebEngineView, WebContainer) {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let load = Task { try await container.load(home) }
        try await view.finishNavigation()
        _ = try await load.value
        #expect(container.documentTrust.current == .appLoad)
        return (view, container)
    }

    /// The old document sets `location = url` itself, and its navigation commits.
    static func pageNavigates(_ view: FakeWebEngineView, to url: URL) async throws {
        let action = NavigationAction(request: URLRequest(url: url), kind: .other, isUserGesture: false)
        #expect(await view.navigate(action) == .allow)
        try await view.finishNavigation()
    }

    @Test func aTimedOutAppLoad_leavesNoTrust_forTheOldDocumentsOwnNextNavigation() async throws {
        let (view, container) = try await Self.appPage()
        await #expect(throws: NavigationError.timedOut(seconds: 0.05)) { try await container.load(Self.next, timeout: .milliseconds(50)) }
        try await Self.pageNavigates(view, to: Self.chosen)
        #expect(container.documentTrust.current == .navigated)
    }

    @Test func anAppLoadAPolicyCancels_leavesNoTrust() async throws {
        let (view, container) = try await Self.appPage()
        container.configuration.navigationPolicy.append(Refusing(path: Self.next.path))
        let load = Task { try await container.load(Self.next) }
        #expect(try await view.startNavigation() == false)
        await #expect(throws: NavigationError.cancelled) { try await load.value }
        try await Self.pageNavigates(view, to: Self.chosen)
        #expect(container.documentTrust.current == .navigated)
    }

    @Test func anAppLoadThatThrowsBeforeStarting_leavesNoTrust() async throws {
        let (view, container) = try await Self.appPage()
        view.onUse = { throw EngineError.invalidArgument("a blocked port") }
        await #expect(throws: EngineError.invalidArgument("a blocked port")) { try await container.load(Self.next) }
        view.onUse = nil
        try await Self.pageNavigates(view, to: Self.chosen)
        #expect(container.documentTrust.current == .navigated)
    }

    @Test func anAppLoadThatFails_leavesNoTrust() async throws {
        let (view, container) = try await Self.appPage()
        let load = Task { try await container.load(Self.next) }
        #expect(try await view.failNavigation(.cancelled))
        await #expect(throws: NavigationError.cancelled) { try await load.value }
        try await Self.pageNavigates(view, to: Self.chosen)
        #expect(container.documentTrust.current == .navigated)
    }

    @Test func anAppLoadOvertakenByANewerOne_leavesTheNewerOnesTrust() async throws {
        let (view, container) = try await Self.appPage()
        let first = Task { try await container.load(Self.next) }
        try await view.startNavigation()
        let second = Task { try await container.load(Self.chosen) }
        await #expect(throws: NavigationError.cancelled) { try await first.value }
        try await view.finishNavigation()
        #expect(try await second.value == Self.chosen)
        #expect(container.documentTrust.current == .appLoad, "the first load's end took back the second's trust")
    }

    @Test func htmlWithNoBaseURL_isTheAppsOnlyAsAnOpaqueDocument() async throws {
        let (view, container) = try await Self.appPage()
        let html = Task { try await container.loadHTML("<p>hi</p>", baseURL: nil) }
        try await view.finishNavigation()
        _ = try await html.value
        #expect(container.url?.absoluteString == "about:blank")
        #expect(container.documentTrust.current == .appLoad)
        #expect(BridgeOrigin(url: container.url!) == nil, "trusted as opaque: no origin to match an allowlist")

        // The page's own document wins the race with the app's next HTML: it is not the app's.
        let racing = Task { try await container.loadHTML("<p>again</p>", baseURL: nil) }
        try await eventually("the second HTML asked") { view.loadedHTML.count == 2 }
        try await Self.pageNavigates(view, to: URL(string: "https://elsewhere.example/")!)
        #expect(container.documentTrust.current == .navigated)
        racing.cancel()
    }

    @Test func aNavigatedPage_whoseProcessDies_comesBackNavigated() async throws {
        let (view, container) = try await Self.appPage()
        try await Self.pageNavigates(view, to: Self.chosen)
        #expect(container.documentTrust.current == .navigated)
        try view.terminateWebProcess()
        try await view.finishNavigation()
        try await eventually("recovered") { !container.isLoading && view.reloadCount == 1 }
        #expect(container.documentTrust.current == .navigated)
    }

    @Test func anAppLoadedPage_whoseProcessDies_comesBackAsTheAppsLoad() async throws {
        let (view, container) = try await Self.appPage()
        try view.terminateWebProcess()
        try await view.finishNavigation()
        try await eventually("recovered") { !container.isLoading && view.reloadCount == 1 }
        #expect(container.documentTrust.current == .appLoad)
    }

    @Test func aRecoveryThatTimesOut_leavesNoTrust_forTheNextNavigation() async throws {
        let (view, container) = try await Self.appPage()
        container.configuration.recoveryPolicy.timeout = .milliseconds(50)
        try view.terminateWebProcess()
        try await eventually("the reload asked") { view.reloadCount == 1 }
        try await eventually("the reload given up") { view.stopCount == 1 }
        try await Self.pageNavigates(view, to: URL(string: "https://elsewhere.example/")!)
        #expect(container.documentTrust.current == .navigated)
    }

    @Test func aRestoredPage_keepsItsKindOfTrust_unlessItComesBackAtAnotherOrigin() {
        let record = DocumentTrustRecord()
        let app = DocumentTrustRecord.Kept(trust: .appLoad, origin: BridgeOrigin(url: Self.home))
        record.willRestore(app)
        record.appWillLoad(Self.home)
        record.pageDidNavigate(.committed(Self.home))
        #expect(record.current == .appLoad)
        record.willRestore(app)
        record.pageDidNavigate(.committed(URL(string: "https://login.example/")!))
        #expect(record.current == .redirected, "the server sent the restored page elsewhere")
        record.willRestore(.init(trust: .navigated, origin: BridgeOrigin(url: Self.home)))
        record.appWillLoad(Self.home)
        record.pageDidNavigate(.committed(Self.home))
        #expect(record.current == .navigated, "the restore's own load does not make the app's choice of it")
    }
}

@MainActor
private final class Refusing: NavigationHandler {
    let path: String
    init(path: String) { self.path = path }
    func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        action.request.url?.path == path ? .cancel : nil
    }
}
