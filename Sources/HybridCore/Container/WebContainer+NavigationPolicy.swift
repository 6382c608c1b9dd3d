import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension WebContainer {
    /// Decides a navigation: WebViewJavascriptBridge's bootstrap and the bridge's
    /// app-scheme routes first (always, so replacing ``navigationPolicy`` cannot
    /// drop them), then the chain, then the delegate.
    func decidePolicy(for action: NavigationAction) async -> NavigationPolicy {
        if let refused = hiddenPage?.decide(action) { return refused }
        if let bootstrap = bridge.webViewJavascriptBridge.decide(action) { return bootstrap }
        if let routed = await bridge.urlRoutes.decide(action, in: self) { return routed }
        if let stripped = stripCommonHeaders(from: action) { return stripped }
        if let chained = await navigationPolicy.decide(action, in: self) { return chained }
        if let reissued = addMissingCommonParameters(to: action) { return reissued }
        return await delegate?.container(self, decidePolicyFor: action) ?? .allow
    }

    /// Decides a response before the engine shows it: the chain, then the delegate,
    /// which by default lets the engine show what it can and saves the rest as downloads.
    func decidePolicy(for response: NavigationResponse) async -> NavigationPolicy {
        if let chained = await navigationPolicy.decide(response, in: self) { return chained }
        if let reissued = addMissingCommonParameters(to: response) { return reissued }
        if let delegate { return await delegate.container(self, decidePolicyFor: response) }
        return response.isShowable ? .allow : .download
    }

    /// Tells the app to open `action`'s URL outside the container (another app, the system browser).
    func openExternally(_ action: NavigationAction, reason: ExternalOpenReason) {
        if refuseWhileHidden(.externalOpen(action)) { return }
        logger.notice("opening \(action.request.url?.absoluteString ?? "?") outside: \(reason.code)")
        delegate?.container(self, openExternally: action, reason: reason)
    }
}

extension WebContainer {
    /// Loads a URL a page asked for. Unlike ``load(_:timeout:)-(URLRequest,_)``, its origin is
    /// not trusted: the page chose it, not the app.
    func loadOpenedByPage(_ request: URLRequest) async throws {
        recovery.appNavigated()
        try await performLoad(timeout: nil) { try view.load(commonParameters?.applied(to: request) ?? request) }
    }
}
