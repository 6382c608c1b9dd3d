import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
import HybridEngineSupport
#endif

/// The engine view inside a leased container. It passes everything to the
/// pooled view while its lease lasts, and its ``close()`` is the return.
/// After that it is closed for good: a container kept past its lease reaches
/// nothing, and the pooled view's late events go nowhere. Released unclosed
/// (the app dropped the container), it returns itself.
@MainActor
final class LeasedView: WebEngineView {
    let token: PoolToken
    /// The pooled view; `nil` once the lease ended.
    private(set) var view: (any WebEngineView)?
    /// The pool that leased the view.
    private(set) weak var pool: WebViewPool?
    weak var delegate: (any WebEngineViewDelegate)?

    init(_ view: any WebEngineView, token: PoolToken, pool: WebViewPool) {
        self.view = view
        self.token = token
        self.pool = pool
        view.delegate = self
    }

    var state: WebViewState { view?.state ?? WebViewState() }
    var isClosed: Bool { view == nil }

    private func live() throws -> any WebEngineView {
        guard let view else { throw EngineError.viewClosed }
        return view
    }

    func load(_ request: URLRequest) throws -> NavigationID? { try live().load(request) }
    func loadHTML(_ html: String, baseURL: URL?) throws -> NavigationID? { try live().loadHTML(html, baseURL: baseURL) }
    func reload() throws -> NavigationID? { try live().reload() }
    func stopLoading() throws { try live().stopLoading() }

    var canGoBack: Bool { view?.canGoBack ?? false }
    var canGoForward: Bool { view?.canGoForward ?? false }
    func goBack() throws -> NavigationID? { try live().goBack() }
    func goForward() throws -> NavigationID? { try live().goForward() }
    func sessionState() throws -> Data { try live().sessionState() }
    func restoreSessionState(_ state: Data) throws -> NavigationID? { try live().restoreSessionState(state) }

    func evaluateJavaScript(_ source: String, in world: ContentWorld) async throws -> JSONValue {
        try await live().evaluateJavaScript(source, in: world)
    }

    func callAsyncJavaScript(_ body: String, arguments: [String: JSONValue], in world: ContentWorld) async throws -> JSONValue {
        try await live().callAsyncJavaScript(body, arguments: arguments, in: world)
    }

    func callAsyncJavaScript(_ body: String, arguments: [String: JSONValue], in world: ContentWorld,
                             completion: @escaping @MainActor (Result<JSONValue, any Error>) -> Void) {
        guard let view else { return completion(.failure(EngineError.viewClosed)) }
        view.callAsyncJavaScript(body, arguments: arguments, in: world, completion: completion)
    }

    func addUserScript(_ script: UserScript) throws { try live().addUserScript(script) }
    func removeAllUserScripts() throws { try live().removeAllUserScripts() }

    func addMessageHandler(named name: String, in world: ContentWorld, handler: @escaping ScriptMessageHandler) throws {
        try live().addMessageHandler(named: name, in: world, handler: handler)
    }

    func addMessageHandler(named name: String, in world: ContentWorld, replyingLater handler: @escaping ScriptMessageReplyingHandler) throws {
        try live().addMessageHandler(named: name, in: world, replyingLater: handler)
    }

    func removeMessageHandler(named name: String, in world: ContentWorld) throws {
        try live().removeMessageHandler(named: name, in: world)
    }

    func snapshotPNG() async throws -> Data { try await live().snapshotPNG() }
    func sampleSnapshot(columns: Int, rows: Int) async throws -> [UInt32] { try await live().sampleSnapshot(columns: columns, rows: rows) }
    func terminateWebProcess() throws { try live().terminateWebProcess() }
    func setCustomUserAgent(_ userAgent: String?) throws { try live().setCustomUserAgent(userAgent) }
    func dismissScriptDialogs() { view?.dismissScriptDialogs() }
    func setHidden(_ hidden: Bool) { view?.setHidden(hidden) }
    func setInspectable(_ inspectable: Bool) { view?.setInspectable(inspectable) }

    /// Ends the lease: the pool takes the view back, once, by this lease's token.
    func close() {
        guard let view else { return }
        self.view = nil
        view.dismissScriptDialogs()
        if view.delegate === self { view.delegate = nil }
        if let pool {
            pool.checkIn(token)
        } else {
            view.close()
        }
    }

    isolated deinit { close() }
}
