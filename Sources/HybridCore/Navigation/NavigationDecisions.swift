import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
import HybridEngineSupport
#endif

/// How a container decides its navigations and responses, in a fixed order:
/// a prerender's refusals, WebViewJavascriptBridge's bootstrap and the bridge's
/// app-scheme routes first (always, so replacing the policy chain cannot drop
/// them), who may open a new window (``NewWindowGate``), common parameters, the
/// app's chain, then the delegate.
@MainActor
final class NavigationDecisions: ContainerFeature {
    func attach(to container: WebContainer) { self.container = container }

    weak var container: WebContainer?
    /// What each gesture already opened: a window or another app.
    var openings = OpeningsPerGesture()
    private let logger = HybridLog.logger("hybridkit.container")

    func decide(_ action: NavigationAction) async -> NavigationPolicy {
        guard let container else { return .cancel }
        let bridge = container.bridge
        if let refused = container.prerendering.decide(action) { return refused }
        if let bootstrap = bridge.webViewJavascriptBridge.decide(action) { return bootstrap }
        if let routed = await bridge.urlRoutes.decide(action, in: container) { return routed }
        if let refusal = NewWindowGate.refusal(of: action, in: container)
            ?? (action.opensNewWindow && !openings.spend() ? "the same gesture opened something already" : nil) {
            logger.warning("refused a new window for \(action.request.url?.absoluteString ?? "?"): \(refusal)")
            return .cancel
        }
        if let stripped = container.reissues.stripHeaders(from: action) { return stripped }
        if let chained = await container.configuration.navigationPolicy.decide(action, in: container) { return chained }
        if let reissued = container.reissues.addMissing(to: action) { return reissued }
        return await container.delegate?.container(container, decidePolicyFor: action) ?? .allow
    }

    /// The engine's question for an action: the decision, then, for one allowed
    /// to a pinned host, the container's own certificate check. A cancelled one
    /// settles the load the app awaits, if it was that load.
    ///
    /// A new-window request is always answered `.cancel`: no engine opens a
    /// window itself (`window.open` returns `null` in the page); the chain's rule
    /// already did what it said (``NewWindows``), whatever it answered.
    func decideForEngine(_ action: NavigationAction) async -> NavigationPolicy {
        guard let container else { return .cancel }
        let policy = await decide(action)
        if action.opensNewWindow { return .cancel }
        if policy == .cancel { container.loads.cancelledBeforeStart(action) }
        if policy == .allow, let refusal = await container.certificates.checkBeforeNavigation(action) {
            container.certificates.navigationWasRefused(action, refusal)
            return .cancel
        }
        return policy
    }

    /// A response before the engine shows it: the chain, then the delegate, which
    /// by default lets the engine show what it can and saves the rest as downloads.
    /// Whether the app's policy chain and delegate would let the main frame go to
    /// `action`'s URL: a page's push is held to what its links are held to.
    func permitsProposal(_ action: NavigationAction) async -> Bool {
        guard let container else { return false }
        if let chained = await container.configuration.navigationPolicy.decide(action, in: container) { return chained == .allow }
        return await container.delegate?.container(container, decidePolicyFor: action) ?? .allow == .allow
    }

    func decide(_ response: NavigationResponse) async -> NavigationPolicy {
        guard let container else { return .cancel }
        if let chained = await container.configuration.navigationPolicy.decide(response, in: container) { return chained }
        if let reissued = container.reissues.addMissing(to: response) { return reissued }
        if let delegate = container.delegate { return await delegate.container(container, decidePolicyFor: response) }
        return response.isShowable ? .allow : .download
    }

    /// Tells the app to open `action`'s URL outside the container (another app, the system browser).
    func openExternally(_ action: NavigationAction, reason: ExternalOpenReason) {
        // A speculative action (the prerender scan) is a question, not a person's click.
        guard !action.isSpeculative, let container, !container.refuseWhileHidden(.externalOpen(action)) else { return }
        // Who is asking: a page nobody sees (below the top, under a modal, in a hidden
        // window) keeps running its timers; its `location.href = …` opens nothing outside.
        guard container.isVisible, !container.isClosed else {
            logger.warning("not opening \(action.request.url?.absoluteString ?? "?") outside: the page is not shown")
            return
        }
        // A new window spent its gesture at the gate.
        if action.isUserGesture, !action.opensNewWindow, !openings.spend() {
            logger.warning("not opening \(action.request.url?.absoluteString ?? "?") outside: the same gesture opened something already")
            return
        }
        logger.notice("opening \(action.request.url?.absoluteString ?? "?") outside: \(reason.code)")
        container.delegate?.container(container, openExternally: action, reason: reason)
    }
}
