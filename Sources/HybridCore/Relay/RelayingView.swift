import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridVocabulary
import HybridEngineInterface

/// A view that stands in front of an engine view the container may not keep:
/// a pool lease (``LeasedView``) or a view recovery may replace
/// (``RecoverableView``). Calls go to ``relayed``; with none, they throw
/// `viewClosed`. Its events come back only from the view relayed now.
@MainActor
protocol RelayingView: WebEngineView, WebEngineViewDelegate {
    /// The engine view calls go to; `nil` once the relay ended.
    var relayed: (any WebEngineView)? { get }
}

extension RelayingView {
    var state: WebViewState { relayed?.state ?? WebViewState() }
    var isClosed: Bool { relayed?.isClosed ?? true }

    func live() throws -> any WebEngineView {
        guard let relayed else { throw EngineError.viewClosed }
        return relayed
    }

    func load(_ request: URLRequest) throws -> NavigationID? { try live().load(request) }
    func loadHTML(_ html: String, baseURL: URL?) throws -> NavigationID? { try live().loadHTML(html, baseURL: baseURL) }
    func reload() throws -> NavigationID? { try live().reload() }
    func stopLoading() throws { try live().stopLoading() }

    var canGoBack: Bool { relayed?.canGoBack ?? false }
    var canGoForward: Bool { relayed?.canGoForward ?? false }
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
        guard let relayed else { return completion(.failure(EngineError.viewClosed)) }
        relayed.callAsyncJavaScript(body, arguments: arguments, in: world, completion: completion)
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

    var committedServerCertificates: [AuthenticationChallenge.ServerTrust.Certificate]? { relayed?.committedServerCertificates }
    var serverCertificateProbe: (any ServerCertificateProbing)? { relayed?.serverCertificateProbe }
    func snapshotPNG() async throws -> Data { try await live().snapshotPNG() }
    func sampleSnapshot(columns: Int, rows: Int) async throws -> [UInt32] { try await live().sampleSnapshot(columns: columns, rows: rows) }
    func terminateWebProcess() throws { try live().terminateWebProcess() }
    func setCustomUserAgent(_ userAgent: String?) throws { try live().setCustomUserAgent(userAgent) }
    func dismissScriptDialogs() { relayed?.dismissScriptDialogs() }
    func setHidden(_ hidden: Bool) { relayed?.setHidden(hidden) }
    func setInspectable(_ inspectable: Bool) { relayed?.setInspectable(inspectable) }
    func apply(_ settings: ViewSettings) { relayed?.apply(settings) }
    func setKeyboardOverlap(_ height: Double) { relayed?.setKeyboardOverlap(height) }
    func showRefreshing(_ refreshing: Bool) { relayed?.showRefreshing(refreshing) }
}
