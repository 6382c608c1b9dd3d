import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore

/// An engine view with no engine: it records calls, and a test scripts what it
/// reports. For HybridCore's unit tests only; real behaviour is tested in WebKitGTK.
@MainActor
final class FakeWebEngineView: WebEngineView {
    weak var delegate: (any WebEngineViewDelegate)?
    var state = WebViewState()
    private(set) var isClosed = false

    var loadedRequests: [URLRequest] = []
    var loadedHTML: [(html: String, baseURL: URL?)] = []
    var userScripts: [UserScript] = []
    var messageHandlers: [String: (world: ContentWorld, handler: ScriptMessageHandler)] = [:]
    var evaluated: [(source: String, world: ContentWorld)] = []
    var asyncCalls: [(body: String, arguments: [String: JSONValue], world: ContentWorld)] = []
    /// What `evaluateJavaScript` and `callAsyncJavaScript` answer.
    var scriptResult: (String) throws -> JSONValue = { _ in .null }
    var stopCount = 0
    /// What the certificate probe answers (FakeWebEngineView+Certificates.swift).
    let certificates = FakeCertificates()
    /// When set, `callAsyncJavaScript` does not answer until ``releaseHeldCalls()``: a page that is still working.
    var holdsAsyncCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []

    /// Runs before every load and script: ``FakeWebEngine`` starts the view's process there, or throws when it died.
    var onUse: (() throws -> Void)?
    /// When set, `evaluateJavaScript` does not answer until ``releaseHeldEvaluations()``: a slow web process.
    var holdsEvaluations = false
    private var heldEvaluations: [CheckedContinuation<Void, Never>] = []

    private func check() throws { if isClosed { throw EngineError.viewClosed } }

    /// When set, every navigation starter returns a new identity, as WKWebView does; otherwise `nil`, as WebKitGTK.
    var namesNavigations = false
    private(set) var lastNavigation: NavigationID?
    private var navigationCount: UInt64 = 0
    private func nextNavigation() -> NavigationID? {
        guard namesNavigations else { return nil }
        navigationCount += 1
        lastNavigation = NavigationID(rawValue: navigationCount)
        return lastNavigation
    }

    func load(_ request: URLRequest) throws -> NavigationID? {
        try check(); try onUse?(); loadedRequests.append(request); return nextNavigation()
    }
    func loadHTML(_ html: String, baseURL: URL?) throws -> NavigationID? {
        try check(); try onUse?(); loadedHTML.append((html, baseURL)); return nextNavigation()
    }
    var reloadCount = 0
    func reload() throws -> NavigationID? { try check(); reloadCount += 1; return nextNavigation() }
    func stopLoading() throws { try check(); stopCount += 1 }
    var canGoBack = false
    var canGoForward = false
    var historyMoves: [Int] = []
    func goBack() throws -> NavigationID? { try check(); historyMoves.append(-1); return nextNavigation() }
    func goForward() throws -> NavigationID? { try check(); historyMoves.append(1); return nextNavigation() }
    /// What `sessionState()` answers, and what `restoreSessionState` was given.
    var savedSessionState = Data("fake-session".utf8)
    var restoredSessionStates: [Data] = []
    func sessionState() throws -> Data { try check(); return savedSessionState }
    func restoreSessionState(_ state: Data) throws -> NavigationID? {
        try check()
        guard !state.isEmpty else { throw EngineError.invalidSessionState("empty") }
        restoredSessionStates.append(state)
        return nextNavigation()
    }

    func evaluateJavaScript(_ source: String, in world: ContentWorld) async throws -> JSONValue {
        try check()
        try onUse?()
        evaluated.append((source, world))
        // A held answer comes even if the view closed meanwhile: it was already on its way.
        if holdsEvaluations { await withCheckedContinuation { heldEvaluations.append($0) } }
        return try scriptResult(source)
    }

    func callAsyncJavaScript(_ body: String, arguments: [String: JSONValue], in world: ContentWorld) async throws -> JSONValue {
        try check()
        asyncCalls.append((body, arguments, world))
        if holdsAsyncCalls { await withCheckedContinuation { heldCalls.append($0) } }
        return try scriptResult(body)
    }

    func addUserScript(_ script: UserScript) throws { try check(); userScripts.append(script) }
    func removeAllUserScripts() throws { try check(); userScripts.removeAll() }

    func addMessageHandler(named name: String, in world: ContentWorld, handler: @escaping ScriptMessageHandler) throws {
        try check()
        messageHandlers[name] = (world, handler)
        // The bridge's runtime is in every page of a real engine: play it here too.
        if name == Bridge.handlerName, world == .hybrid, runsBridgeRuntime { FakeBridgeRuntime.run(in: self) }
    }
    /// Whether registering the bridge's handler starts ``FakeBridgeRuntime``; tests that post waits themselves turn it off.
    var runsBridgeRuntime = true

    func removeMessageHandler(named name: String, in world: ContentWorld) throws {
        try check()
        messageHandlers[name] = nil
    }

    func snapshotPNG() async throws -> Data { try check(); return Data() }
    /// What `sampleSnapshot` answers: one colour everywhere unless a test says otherwise.
    var snapshotSamples: (Int) -> [UInt32] = { Array(repeating: 0xFFFFFF, count: $0) }
    func sampleSnapshot(columns: Int, rows: Int) async throws -> [UInt32] { try check(); return snapshotSamples(columns * rows) }
    /// When set, `terminateWebProcess` throws ``EngineError/unsupported(_:)``, as WKWebView's does.
    var terminationIsUnsupported = false
    func terminateWebProcess() throws {
        try check()
        if terminationIsUnsupported { throw EngineError.unsupported("no API to end the web process") }
        delegate?.engineView(self, webProcessDidTerminate: .terminatedByClient)
    }
    func setCustomUserAgent(_ userAgent: String?) throws { try check() }
    var dialogDismissals = 0
    func dismissScriptDialogs() { dialogDismissals += 1 }
    func close() {
        isClosed = true
        releaseHeldCalls()
        releaseHeldEvaluations()
    }

    func releaseHeldEvaluations() {
        let held = heldEvaluations
        heldEvaluations.removeAll()
        held.forEach { $0.resume() }
    }

    func releaseHeldCalls() {
        let calls = heldCalls
        heldCalls.removeAll()
        calls.forEach { $0.resume() }
    }

    // MARK: Scripting what the engine reports

    /// Follows the engines' contract: the cancellation of a named navigation
    /// that a newer one replaced is not reported.
    func report(_ event: NavigationEvent, navigation: NavigationID? = nil) {
        if case .failed(_, .cancelled) = event, let navigation, navigation != lastNavigation { return }
        delegate?.engineView(self, didReceive: event, navigation: navigation)
    }

    /// Opens a dialog as page code would, and returns how it was closed.
    func showDialog(_ dialog: ScriptDialog) async -> ScriptDialog.Result {
        await delegate?.engineView(self, runScriptDialog: dialog) ?? .dismissal(for: dialog.kind)
    }

    /// Posts a message as page code would, and returns the handler's reply.
    /// `frame` is what an engine that reports frames (WKWebView) would attach.
    func post(_ body: JSONValue, to name: String, frame: FrameInfo? = nil) async -> Result<JSONValue, ScriptMessageRejection>? {
        guard let entry = messageHandlers[name] else { return nil }
        return await entry.handler(ScriptMessage(handlerName: name, body: body, world: entry.world, frame: frame))
    }
}
