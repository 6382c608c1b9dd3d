import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
import HybridVocabulary
#endif

/// How a container decides its navigations and responses: an ordered list of
/// ``NavigationDecider``s, the first answer wins (see ``ContainerParts`` for the
/// order: a prerender's refusals, WebViewJavascriptBridge's bootstrap and the
/// bridge's app-scheme routes first, always, so replacing the policy chain cannot
/// drop them; who may open a new window (``NewWindowGate``); common parameters;
/// the app's chain; then the app's navigation delegate). Its own two steps are
/// the app's say: ``appChain`` and ``appDelegate``.
@MainActor
final class NavigationDecisions: ContainerFeature {
    /// Every step, in order; set once by ``ContainerParts``.
    var deciders: [NavigationDecider] = []
    private let loads: PageLoads
    private let certificates: CertificateGuard
    private let prerendering: Prerendering
    private let isShown: @MainActor () -> Bool
    private let app: AppLink
    private var configuration = ContainerConfiguration()
    /// What each gesture already opened: a window or another app.
    var openings = OpeningsPerGesture()
    private let logger = HybridLog.logger("hybridkit.container")

    init(loads: PageLoads, certificates: CertificateGuard, prerendering: Prerendering, isShown: @escaping @MainActor () -> Bool,
         app: AppLink) {
        (self.loads, self.certificates, self.prerendering, self.isShown, self.app) = (loads, certificates, prerendering, isShown, app)
    }

    func configurationDidChange(_ configuration: ContainerConfiguration) { self.configuration = configuration }

    /// The app's policy chain (``ContainerConfiguration/navigationPolicy``), whose handlers are handed the container that asks.
    var appChain: NavigationDecider {
        NavigationDecider(action: { [unowned self] action in await app.ask { await configuration.navigationPolicy.decide(action, in: $0) } },
                          response: { [unowned self] response in await app.ask { await configuration.navigationPolicy.decide(response, in: $0) } })
    }

    /// The app's navigation delegate, last: without one, nothing more is said.
    var appDelegate: NavigationDecider {
        NavigationDecider(action: { [unowned self] action in
            await app.ask(configuration.navigationDelegate) { await $0.container($1, decidePolicyFor: action) }
        }, response: { [unowned self] response in
            await app.ask(configuration.navigationDelegate) { await $0.container($1, decidePolicyFor: response) }
        })
    }

    func decide(_ action: NavigationAction) async -> NavigationPolicy {
        for decider in deciders {
            if let policy = await decider.action(action) { return policy }
        }
        return .allow
    }

    /// A response before the engine shows it: with no step deciding, the engine
    /// shows what it can and saves the rest as downloads.
    func decide(_ response: NavigationResponse) async -> NavigationPolicy {
        for decider in deciders {
            if let policy = await decider.response(response) { return policy }
        }
        return response.isShowable ? .allow : .download
    }

    /// The engine's question for an action: the decision, then, for one allowed
    /// to a pinned host, the container's own certificate check. A cancelled one
    /// settles the load the app awaits, if it was that load.
    ///
    /// A new-window request is always answered `.cancel`: no engine opens a
    /// window itself (`window.open` returns `null` in the page); the chain's rule
    /// already did what it said (``NewWindows``), whatever it answered.
    func decideForEngine(_ action: NavigationAction) async -> NavigationPolicy {
        let policy = await decide(action)
        if action.opensNewWindow { return .cancel }
        if policy == .cancel { loads.cancelledBeforeStart(action) }
        if policy == .allow, let refusal = await certificates.checkBeforeNavigation(action) {
            certificates.navigationWasRefused(action, refusal)
            return .cancel
        }
        return policy
    }

    /// Whether the app's policy chain and delegate would let the main frame go to
    /// `action`'s URL: a page's push is held to what its links are held to.
    func permitsProposal(_ action: NavigationAction) async -> Bool {
        for decider in [appChain, appDelegate] {
            if let policy = await decider.action(action) { return policy == .allow }
        }
        return true
    }

    /// Tells the app to open `action`'s URL outside the container (another app, the system browser).
    func openExternally(_ action: NavigationAction) {
        // A speculative action (the prerender scan) is a question, not a person's click.
        guard !action.isSpeculative, !prerendering.refuse(.externalOpen(action)) else { return }
        // Who is asking: a page nobody sees (below the top, under a modal, in a hidden
        // window) keeps running its timers; its `location.href = …` opens nothing outside.
        guard isShown() else {
            logger.warning("not opening \(action.request.url?.absoluteString ?? "?") outside: the page is not shown")
            return
        }
        // A new window spent its gesture at the gate.
        if action.isUserGesture, !action.opensNewWindow, !openings.spend() {
            logger.warning("not opening \(action.request.url?.absoluteString ?? "?") outside: the same gesture opened something already")
            return
        }
        logger.notice("opening \(action.request.url?.absoluteString ?? "?") outside")
        app.tell(configuration.navigationDelegate) { $0.container($1, openExternally: action) }
    }
}
