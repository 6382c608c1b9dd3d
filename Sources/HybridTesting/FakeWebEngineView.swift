import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridVocabulary
import HybridEngineInterface

/// An engine view with no engine: it records calls, and a test scripts what it
/// reports, event by event or as a page experiences a load (FakeWebEngineView+Navigation.swift).
/// Apps reach it through ``ScriptedPage``; real behaviour is tested in WebKitGTK.
@MainActor
package final class FakeWebEngineView: WebEngineView {
    package init() {}
    package weak var delegate: (any WebEngineViewDelegate)?
    package var state = WebViewState()
    /// The profile the engine made the view in.
    package internal(set) var profile = WebsiteDataProfile.default
    package private(set) var isClosed = false

    package var loadedRequests: [URLRequest] = []
    package var loadedHTML: [(html: String, baseURL: URL?)] = []
    package var userScripts: [UserScript] = []
    package var messageHandlers: [String: (world: ContentWorld, handler: ScriptMessageHandler)] = [:]
    package var evaluated: [(source: String, world: ContentWorld)] = []
    package var asyncCalls: [(body: String, arguments: [String: JSONValue], world: ContentWorld)] = []
    /// What `evaluateJavaScript` and `callAsyncJavaScript` answer.
    package var scriptResult: (String) throws -> JSONValue = { _ in .null }
    package var stopCount = 0
    /// What the certificate probe answers (FakeWebEngineView+Certificates.swift).
    package let certificates = FakeCertificates()
    /// When set, `callAsyncJavaScript` does not answer until ``releaseHeldCalls()``: a page that is still working.
    package var holdsAsyncCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []

    /// Runs before every load and script: ``FakeWebEngine`` starts the view's process there, or throws when it died.
    package var onUse: (() throws -> Void)?
    /// When set, `evaluateJavaScript` does not answer until ``releaseHeldEvaluations()``: a slow web process.
    package var holdsEvaluations = false
    private var heldEvaluations: [CheckedContinuation<Void, Never>] = []

    private func check() throws { if isClosed { throw EngineError.viewClosed } }

    /// When set, every navigation starter returns a new identity, as WKWebView does; otherwise `nil`, as WebKitGTK.
    package var namesNavigations = false
    package private(set) var lastNavigation: NavigationID?
    private var navigationCount: UInt64 = 0
    private func nextNavigation() -> NavigationID? {
        guard namesNavigations else { return nil }
        navigationCount += 1
        lastNavigation = NavigationID(rawValue: navigationCount)
        return lastNavigation
    }

    /// Every navigation the container started, in order; the last one not yet played is the page's next.
    package private(set) var navigationsAsked: [AskedNavigation] = []
    /// How many of ``navigationsAsked`` a load played so far, and the one it plays now.
    var navigationsTaken = 0
    var navigationInFlight: AskedNavigation?
    private var navigationsMade = 0
    func makeNavigation(_ url: URL?, request: URLRequest? = nil, kind: NavigationAction.Kind, isHTML: Bool = false, id: NavigationID? = nil) -> AskedNavigation {
        navigationsMade += 1
        return AskedNavigation(url: url, request: request, kind: kind, isHTML: isHTML, id: id, serial: navigationsMade)
    }
    private func asked(_ kind: NavigationAction.Kind, _ url: URL?, request: URLRequest? = nil, isHTML: Bool = false) -> NavigationID? {
        let id = nextNavigation()
        navigationsAsked.append(makeNavigation(url, request: request, kind: kind, isHTML: isHTML, id: id))
        return id
    }

    package func load(_ request: URLRequest) throws -> NavigationID? {
        try check(); try onUse?(); loadedRequests.append(request); return asked(.other, request.url, request: request)
    }
    package func loadHTML(_ html: String, baseURL: URL?) throws -> NavigationID? {
        try check(); try onUse?(); loadedHTML.append((html, baseURL))
        return asked(.other, baseURL ?? URL(string: "about:blank"), isHTML: true)
    }
    package var reloadCount = 0
    package func reload() throws -> NavigationID? { try check(); reloadCount += 1; return asked(.reload, state.url) }
    package func stopLoading() throws { try check(); stopCount += 1 }
    package var canGoBack = false
    package var canGoForward = false
    package var historyMoves: [Int] = []
    package func goBack() throws -> NavigationID? { try check(); historyMoves.append(-1); return asked(.backForward, state.url) }
    package func goForward() throws -> NavigationID? { try check(); historyMoves.append(1); return asked(.backForward, state.url) }
    /// What `sessionState()` answers, and what `restoreSessionState` was given.
    package var savedSessionState = Data("fake-session".utf8)
    package var restoredSessionStates: [Data] = []
    package func sessionState() throws -> Data { try check(); return savedSessionState }
    package func restoreSessionState(_ state: Data) throws -> NavigationID? {
        try check()
        guard !state.isEmpty else { throw EngineError.invalidSessionState("empty") }
        restoredSessionStates.append(state)
        return asked(.backForward, self.state.url)
    }

    package func evaluateJavaScript(_ source: String, in world: ContentWorld) async throws -> JSONValue {
        try check()
        try onUse?()
        evaluated.append((source, world))
        // A held answer comes even if the view closed meanwhile: it was already on its way.
        if holdsEvaluations { await withCheckedContinuation { heldEvaluations.append($0) } }
        return try scriptResult(source)
    }

    package func callAsyncJavaScript(_ body: String, arguments: [String: JSONValue], in world: ContentWorld) async throws -> JSONValue {
        try check()
        asyncCalls.append((body, arguments, world))
        if holdsAsyncCalls { await withCheckedContinuation { heldCalls.append($0) } }
        return try scriptResult(body)
    }

    package func addUserScript(_ script: UserScript) throws { try check(); userScripts.append(script) }
    package func removeAllUserScripts() throws { try check(); userScripts.removeAll() }

    package func addMessageHandler(named name: String, in world: ContentWorld, handler: @escaping ScriptMessageHandler) throws {
        try check()
        messageHandlers[name] = (world, handler)
        // The bridge's runtime is in every page of a real engine: play it here too.
        if name == Bridge.handlerName, world == .hybrid, runsBridgeRuntime { FakeBridgeRuntime.run(in: self) }
    }
    /// Whether registering the bridge's handler starts ``FakeBridgeRuntime``; tests that post waits themselves turn it off.
    package var runsBridgeRuntime = true

    package func removeMessageHandler(named name: String, in world: ContentWorld) throws {
        try check()
        messageHandlers[name] = nil
    }

    package func snapshotPNG() async throws -> Data { try check(); return Data() }
    /// What `sampleSnapshot` answers: one colour everywhere unless a test says otherwise.
    package var snapshotSamples: (Int) -> [UInt32] = { Array(repeating: 0xFFFFFF, count: $0) }
    /// When set, `sampleSnapshot` does not answer until ``releaseHeldSnapshots()``: a hung web process.
    package var holdsSnapshots = false
    private var heldSnapshots: [CheckedContinuation<Void, Never>] = []
    package func sampleSnapshot(columns: Int, rows: Int) async throws -> [UInt32] {
        try check()
        if holdsSnapshots { await withCheckedContinuation { heldSnapshots.append($0) } }
        return snapshotSamples(columns * rows)
    }

    package func releaseHeldSnapshots() {
        let held = heldSnapshots
        heldSnapshots.removeAll()
        held.forEach { $0.resume() }
    }
    /// When set, `terminateWebProcess` throws ``EngineError/unsupported(_:)``, as WKWebView's does.
    package var terminationIsUnsupported = false
    package func terminateWebProcess() throws {
        try check()
        if terminationIsUnsupported { throw EngineError.unsupported("no API to end the web process") }
        delegate?.engineView(self, webProcessDidTerminate: .terminatedByClient)
    }
    package func setCustomUserAgent(_ userAgent: String?) throws { try check() }
    /// Every ``ViewSettings`` the container applied, in order.
    package var appliedViewSettings: [ViewSettings] = []
    package func apply(_ settings: ViewSettings) { appliedViewSettings.append(settings) }
    /// Every keyboard overlap the container set, in order.
    package var keyboardOverlaps: [Double] = []
    package func setKeyboardOverlap(_ height: Double) { keyboardOverlaps.append(height) }
    /// Every spinner state the container showed, in order.
    package var refreshingShown: [Bool] = []
    package func showRefreshing(_ refreshing: Bool) { refreshingShown.append(refreshing) }
    /// A pull on the engine's own gesture (iOS's refresh control), as a person would make it.
    package func pullToRefresh() { delegate?.engineViewDidPullToRefresh(self) }
    /// The system's keyboard, as an engine that observes it reports it.
    package func reportKeyboard(height: Double) { delegate?.engineView(self, keyboardDidChange: height) }
    package var dialogDismissals = 0
    package func dismissScriptDialogs() { dialogDismissals += 1 }
    package func close() {
        isClosed = true
        releaseHeldCalls()
        releaseHeldEvaluations()
        releaseHeldSnapshots()
    }

    package func releaseHeldEvaluations() {
        let held = heldEvaluations
        heldEvaluations.removeAll()
        held.forEach { $0.resume() }
    }

    package func releaseHeldCalls() {
        let calls = heldCalls
        heldCalls.removeAll()
        calls.forEach { $0.resume() }
    }

    // MARK: Scripting what the engine reports

    /// Follows the engines' contract: the cancellation of a named navigation
    /// that a newer one replaced is not reported.
    package func report(_ event: NavigationEvent, navigation: NavigationID? = nil) {
        if case .failed(_, .cancelled) = event, let navigation, navigation != lastNavigation { return }
        delegate?.engineView(self, didReceive: event, navigation: navigation)
    }

    /// Opens a dialog as page code would, and returns how it was closed.
    package func showDialog(_ dialog: ScriptDialog) async -> ScriptDialog.Result {
        await delegate?.engineView(self, runScriptDialog: dialog) ?? .dismissal(for: dialog.kind)
    }

    /// Posts a message as page code would, and returns the handler's reply.
    /// `frame` is what an engine that reports frames (WKWebView) would attach.
    package func post(_ body: JSONValue, to name: String, frame: FrameInfo? = nil) async -> Result<JSONValue, ScriptMessageRejection>? {
        guard let entry = messageHandlers[name] else { return nil }
        return await entry.handler(ScriptMessage(handlerName: name, body: body, world: entry.world, frame: frame))
    }
}
