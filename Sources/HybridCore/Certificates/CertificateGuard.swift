import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
import HybridVocabulary
#endif
import HybridEngineInterface

/// The container's certificate pins, as a feature that owns its state: on
/// engines that cannot check a certificate before their request goes out
/// (`ServerCertificateProbing`), a handshake of the container's own before the
/// navigation is allowed; on every engine, WebKit's own certificate again at
/// commit (a server-trust challenge comes once per connection, and a profile's
/// views share connections, so a pinned page can arrive on one nobody checked);
/// and each refusal reported as the failure of its host's load.
@MainActor
final class CertificateGuard: ContainerFeature {
    /// How long the container's own TLS handshake with a pinned host may take.
    static let probeTimeout: Duration = .seconds(10)
    private let view: RecoverableView
    private let prerendering: Prerendering
    /// Forgets a document refused at commit, so none of its messages is answered.
    private let bridge: Bridge
    private let documentTrust: DocumentTrustRecord
    private let app: AppLink
    /// Reports a refused load as the container reports every navigation event.
    private let report: @MainActor (NavigationEvent) -> Void
    private var configuration = ContainerConfiguration()
    /// A refused redirect's reason, reported in place of the cancellation the engine reports for it.
    private var pendingRefusal: NavigationError?
    /// Why a connection to each host was refused since the main frame's load started
    /// (a pin, the app's answer): a failure of that host's load reports it, no other does.
    private var refusals: [String: NavigationError] = [:]
    /// An empty document is taking the place of one refused at commit: its load's
    /// events are the guard's own, and the app hears none of them.
    private var replacingRefusedDocument = false
    /// The base URL of HTML the app is loading, until it commits: its content comes
    /// from the app, not that server, so no pin applies to that load.
    var htmlBaseExempt: URL?
    private let logger = HybridLog.logger("hybridkit.container")

    init(view: RecoverableView, prerendering: Prerendering, bridge: Bridge, documentTrust: DocumentTrustRecord, app: AppLink,
         report: @escaping @MainActor (NavigationEvent) -> Void) {
        (self.view, self.prerendering, self.bridge, self.documentTrust, self.app, self.report) =
            (view, prerendering, bridge, documentTrust, app, report)
    }

    func configurationDidChange(_ configuration: ContainerConfiguration) { self.configuration = configuration }

    private var pins: ContainerConfiguration.CertificatePins { configuration.certificatePins }

    /// The engine does not trust a server's certificate: the app's delegate decides (refused without one).
    /// A refusal is the failure of that host's load, reported as such whatever the engine says.
    func decideTrust(for challenge: AuthenticationChallenge.ServerTrust) async -> Bool {
        let trusted = await answer(challenge)
        if !trusted {
            connectionRefused(host: challenge.host, .serverCertificateUntrusted(host: challenge.host, errors: challenge.errors))
        }
        return trusted
    }

    private func answer(_ challenge: AuthenticationChallenge.ServerTrust) async -> Bool {
        let delegate = configuration.downloadDelegate
        guard delegate != nil else { return false }
        // A page nobody sees asks nobody: the prerender fails, and a lease loads it where the app is asked.
        if prerendering.refuse(.certificateQuestion(challenge)) {
            logger.notice("certificate for \(challenge.host) refused unasked: the page is prerendered")
            return false
        }
        let trusted = await app.ask(delegate) { await $0.container($1, decideTrustFor: challenge) } ?? false
        logger.notice("certificate for \(challenge.host) \(challenge.errors): \(trusted ? "trust" : "refuse")")
        return trusted
    }

    /// The engine's own check of `chain` for `host`, on engines that ask: a refusal is remembered for that host's load.
    func checkServerCertificates(_ chain: [AuthenticationChallenge.ServerTrust.Certificate], host: String) -> NavigationError? {
        let refusal = checkPins(chain, host: host)
        if let refusal { connectionRefused(host: host, refusal) }
        return refusal
    }

    /// `nil` when `chain` may be shown for `host`; otherwise the refusal.
    func checkPins(_ chain: [AuthenticationChallenge.ServerTrust.Certificate], host: String) -> NavigationError? {
        guard !pins.accepts(chain, for: host) else { return nil }
        logger.warning("certificate pin mismatch for \(host): presented \(chain.map(\.pin))")
        return .certificatePinMismatch(host: host)
    }

    /// The engine refused a connection to `host` (its pin check, the app's answer to an
    /// untrusted certificate), for the main frame or for any subresource: remembered until
    /// the main frame's next load starts, for the failure of a load of that host only.
    func connectionRefused(host: String, _ error: NavigationError) {
        refusals[host.lowercased()] = error
    }

    /// The host of `url` when it is pinned and loaded over TLS (and not the base URL of HTML the app is loading).
    private func pinnedHost(_ url: URL?, exemptingHTMLBase: Bool = true) -> (host: String, port: Int)? {
        guard let url, !(exemptingHTMLBase && url == htmlBaseExempt), url.scheme?.lowercased() == "https", let host = url.host,
              pins.pins(for: host) != nil
        else { return nil }
        return (host, url.port ?? 443)
    }

    /// Before a navigation to a pinned host is allowed, on an engine that adopts
    /// `ServerCertificateProbing`: the chain the host presents to a handshake of
    /// the container's own must match a pin. `nil` lets the navigation go.
    func checkBeforeNavigation(_ action: NavigationAction) async -> NavigationError? {
        guard !action.opensNewWindow, let (host, port) = pinnedHost(action.request.url, exemptingHTMLBase: !action.isRedirect),
              let probing = (view.engineView ?? view).serverCertificateProbe
        else { return nil }
        let chain: [AuthenticationChallenge.ServerTrust.Certificate]
        do {
            chain = try await probing.probeServerCertificates(host: host, port: port, timeout: Self.probeTimeout)
        } catch {
            logger.warning("certificate probe of \(host):\(port) failed: \(error)")
            return error as? NavigationError ?? .cannotConnect(message: "\(error)")
        }
        if view.isClosed { return .cancelled }
        return checkPins(chain, host: host)
    }

    /// A navigation refused before it started: a main-frame one (or one the engine
    /// does not place) fails as the page's load, with `error`.
    /// A redirect's load had started, and the engine reports its cancellation
    /// itself: that report carries `error` instead.
    func navigationWasRefused(_ action: NavigationAction, _ error: NavigationError) {
        guard action.targetsMainFrame != false, !view.isClosed else { return }
        if action.isRedirect {
            pendingRefusal = error
            return
        }
        report(.failed(action.request.url, error))
    }

    /// An engine event as the certificate rules see it: the cancellation of a
    /// redirect refused for its certificate becomes that refusal; a failed load of
    /// a host whose connection was refused reports that refusal; a commit whose
    /// certificate matches no pin becomes a failure (`nil`: already reported).
    func checking(_ event: NavigationEvent) -> NavigationEvent? {
        if replacingRefusedDocument, isReplacement(event) { return nil }
        var event = event
        if let refusal = pendingRefusal {
            pendingRefusal = nil
            if case .failed(let url, .cancelled) = event { event = .failed(url, refusal) }
        }
        if case .failed(let url, _) = event, let host = url?.host?.lowercased(), let refusal = refusals.removeValue(forKey: host) {
            event = .failed(url, refusal)
        }
        switch event {
        case .started:
            refusals.removeAll()
        case .finished, .failed: htmlBaseExempt = nil
        case .committed(let url):
            defer { htmlBaseExempt = nil }  // the app's HTML is in: a later load of its base URL is the server's
            if refuseCommitWithoutPinnedCertificate(url) { return nil }
        case .redirected: break
        }
        return event
    }

    /// At commit, on every engine: the certificate WebKit itself received for a
    /// pinned host must match a pin, whatever checked the connection before (the
    /// container's handshake, or a server-trust challenge that came once for a
    /// connection this page may only have reused). If not, the load is stopped and
    /// fails; returns `true` then. By this time the request went out, and the
    /// page's first script may already run.
    ///
    /// So the refused document gets nothing a pinned page has: the bridge forgets it
    /// and answers none of its messages, and an empty document takes its place
    /// (the app's error page does, when it has one), quietly.
    private func refuseCommitWithoutPinnedCertificate(_ url: URL?) -> Bool {
        guard let (host, _) = pinnedHost(url) else { return false }
        guard let error = checkPins((view.engineView ?? view).committedServerCertificates ?? [], host: host) else { return false }
        bridge.documentWasRefused()
        documentTrust.pageDidNavigate(.committed(url))
        try? view.stopLoading()
        report(.failed(url, error))
        if view.isClosed || configuration.errorPageHTML != nil { return true }
        do {
            _ = try view.loadHTML("", baseURL: nil)
            replacingRefusedDocument = true
        } catch {
            logger.warning("the document refused at commit stays in the view: \(error)")
        }
        return true
    }

    /// The app starts a load of its own: what follows is that load, even an
    /// `about:blank` one, never the replacement of a refused document.
    func appLoadWillStart() { replacingRefusedDocument = false }

    /// Whether `event` belongs to the empty document replacing a refused one; any
    /// other load's start ends the replacement.
    private func isReplacement(_ event: NavigationEvent) -> Bool {
        let url: URL?
        switch event {
        case .started(let started): url = started
        case .redirected(let redirected): url = redirected
        case .committed(let committed): url = committed
        case .finished(let finished): url = finished
        case .failed(let failed, _): url = failed
        }
        let isEmpty = url?.absoluteString == "about:blank"
        switch event {
        case .started where !isEmpty: replacingRefusedDocument = false
        case .finished where isEmpty, .failed where isEmpty: replacingRefusedDocument = false
        default: break
        }
        return isEmpty
    }
}
