import Foundation
import Logging
import Tracing
import HybridVocabulary

/// Routes a page's calls to native handlers by name, after the checks.
///
/// Every style of call — message handler, URL scheme, namespace object,
/// WebViewJavascriptBridge — ends here, so the origin, frame and timeout
/// rules are the same for all of them, and the observer sees every call.
@MainActor
final class BridgeRouter {
    private var handlers: [String: BridgeHandler] = [:]
    var observer: (@MainActor (Bridge.CallRecord) -> Void)?
    /// The container's own reader of records (Web Inspector's console), beside the app's observer.
    var inspector: (@MainActor (Bridge.CallRecord) -> Void)?
    var containerID: ObjectIdentifier?
    /// What ``BridgeOriginPolicy/trusted`` means right now: the container's trusted origins.
    var trustedOrigins: Set<BridgeOrigin> = []
    /// Whether the page is the one a person sees now; the container sets it.
    var isPageShown: @MainActor () -> Bool = { true }
    /// How the page's document got its trust; the container sets it.
    var documentTrust: @MainActor () -> DocumentTrust = { .navigated }
    /// The grants of whoever serves a scheme's apps on the container's engine (nil: none there); the container sets it.
    var grantsForScheme: @MainActor (String) -> AppGrants? = { _ in nil }
    /// The main frame's document, whose app limits every frame in it; the container sets it.
    var mainDocumentURL: @MainActor () -> URL? = { nil }
    /// The app this page was opened as (the navigator's or the host's start), for its whole life.
    var pageApp: URL?
    let logger: Logger
    var limits = Bridge.CallLimits()
    private var budget = BridgeCallBudget()
    /// The gestures the page's runtimes reported, and which a power spent.
    var activation = BridgeActivation()
    /// Told when a gesture-required call spends the gesture: the container's openings count it spent too.
    var onGestureSpent: (@MainActor () -> Void)?

    init(logger: Logger) { self.logger = logger }

    var handlerNames: [String] { handlers.keys.sorted() }

    /// Every settled call, in both directions, goes out here: to the metrics and to the app's observer.
    func report(_ record: Bridge.CallRecord) {
        HybridMetrics.bridgeCall(record, handlerIsRegistered: handlers[record.handlerName] != nil)
        observer?(record)
        inspector?(record)
    }

    /// Calls and bytes in flight now, for one account.
    func inFlight(_ account: BridgeCallBudget.Account) -> (calls: Int, bytes: Int) { budget.inFlight(account) }

    func register(_ name: String, _ handler: BridgeHandler) { handlers[name] = handler }

    func remove(_ name: String) { handlers[name] = nil }

    /// Checks and runs one call; always returns, with a result or an error.
    func route(_ request: BridgeCallRequest, from source: BridgeMessageSource) async -> Result<RawJSON, BridgeError> {
        await routeIfAdmitted(request, from: source).outcome
    }

    /// Like ``route(_:from:)``, and says whether the checks let the call reach its
    /// handler: an app-scheme callback runs only for a call that was let through.
    func routeIfAdmitted(_ request: BridgeCallRequest, from source: BridgeMessageSource) async -> (outcome: Result<RawJSON, BridgeError>, admitted: Bool) {
        let started = ContinuousClock.now
        var source = source
        // The runtime's stamp says a person's input came in the last 5 s; it counts only while the
        // gesture it reported is unspent and the page is shown.
        if source.hasUserActivation {
            source.hasUserActivation = source.isMainFrame.map { activation.isActive(origin: source.origin, isMainFrame: $0) } == true
                && isPageShown()
        }
        let outcome: Result<RawJSON, BridgeError>
        let account = BridgeCallBudget.account(for: source), size = request.params.text.utf8.count
        let budgeted = budget.acquire(account, size: size, limits: limits)
        defer { if budgeted { budget.release(account, size: size) } }
        let admission = budgeted ? admit(request, from: source) : .failure(.tooManyCalls(request.name))
        switch admission {
        case .failure(let error): outcome = .failure(error)
        case .success(let handler):
            let context = BridgeCallContext(callID: request.id, handlerName: request.name, source: source, containerID: containerID,
                                            isPageShown: isPageShown(), documentTrust: documentTrust())
            outcome = await Deadline.run(timeout: handler.options.timeout, onTimeout: .failure(.timeout(request.name))) {
                await withSpan("hybridkit.bridge.call") { span in
                    span.attributes["hybridkit.handler"] = request.name
                    do { return .success(try await handler.body(request.params, context)) } catch {
                        return .failure(BridgeError(thrownByHandler: error))
                    }
                }
            }
        }
        if case .failure(let error) = outcome {
            logger.debug("call \(request.name) from \(source.origin) failed: \(error.code)")
        }
        report(Bridge.CallRecord(
            handlerName: request.name, params: request.params, callID: String(request.id),
            source: source, containerID: containerID, outcome: outcome, duration: .now - started))
        if case .success = admission { return (outcome, true) }
        return (outcome, false)
    }

    /// Whether the grants of every app this call speaks for allow `handlerName`: the caller's own
    /// origin's app, the app of the main document it is in and the app the page was opened as
    /// (`source == nil`: the page itself). Each must allow it, so a frame of any origin (a sandboxed
    /// `null`, the app's web site) in an app's page is held to that app's grant.
    func grantAllows(_ handlerName: String, from source: BridgeMessageSource?) -> Bool {
        guard !AppCapabilities.isPlumbing(handlerName) else { return true }
        if let source, !grantAllows(handlerName, origin: Substring(source.origin)) { return false }
        return limitingApps().allSatisfy { AppCapabilities.allows(handlerName, within: $0.limit) }
    }

    /// The apps whose grants hold the page (its main document's app, the app it was opened as), with their limits.
    func limitingApps() -> [(scheme: String, host: String, limit: Set<String>)] {
        [Self.creatorURL(of: mainDocumentURL()), pageApp].compactMap { url in
            guard let url, let scheme = url.scheme?.lowercased(), let host = url.host, let grants = grantsForScheme(scheme),
                  let limit = grants.limit(forHost: host) else { return nil }
            return (scheme, host, limit)
        }
    }

    /// The URL whose app a document is: a `blob:` document is its creator's (`blob:app://a/…` is app a's),
    /// though its own URL names no host.
    static func creatorURL(of url: URL?) -> URL? {
        guard let url, url.scheme?.lowercased() == "blob",
              let inner = URL(string: String(url.absoluteString.drop { $0 != ":" }.dropFirst())), inner.host != nil else { return url }
        return inner
    }

    /// Why the page may not load `url` in its main frame (or, when the engine does not say which
    /// frame, in any frame), as a sentence; `nil` when its apps' grants let it. An app's page stays on
    /// its own origin and the hosts its grant names with `navigate:` (or `frame:` for a load the
    /// engine does not place), and never becomes another app's page by itself.
    func wallRefusal(loading url: URL, targetsMainFrame: Bool?) -> String? {
        guard let scheme = url.scheme?.lowercased() else { return nil }
        let host = url.host?.lowercased() ?? ""
        for app in limitingApps() where !(scheme == app.scheme && host == app.host) {
            if scheme == "http" || scheme == "https" {
                if AppCapabilities.allows(.navigate, host: host, within: app.limit) { continue }
                if targetsMainFrame == nil, AppCapabilities.allows(.frame, host: host, within: app.limit) { continue }
                return "app \(app.host)'s pages may not go to \(host): its grant names no navigate:\(host)"
            }
            if grantsForScheme(scheme) != nil {
                return "app \(app.host)'s page may not become another app's page; start that app with the navigator"
            }
        }
        return nil
    }

    /// `origin` as the runtime stamps it (`scheme://host[:port]`, or `null`).
    private func grantAllows(_ handlerName: String, origin: Substring) -> Bool {
        guard let separator = origin.range(of: "://") else { return true }
        let host = origin[separator.upperBound...].prefix { $0 != ":" && $0 != "/" }
        guard let grants = grantsForScheme(String(origin[..<separator.lowerBound])) else { return true }
        return AppCapabilities.allows(handlerName, within: grants.limit(forHost: String(host)))
    }

    private func admit(_ request: BridgeCallRequest, from source: BridgeMessageSource) -> Result<BridgeHandler, BridgeError> {
        guard let handler = handlers[request.name] else { return .failure(.handlerNotFound(request.name)) }
        if source.transport == .urlScheme, !handler.options.acceptsURLScheme {
            return .failure(.frameNotAllowed(request.name))
        }
        if handler.options.mainFrameOnly, source.isMainFrame == false || (source.isMainFrame == nil && source.transport != .urlScheme) {
            logger.warning("refused \(request.name) from a subframe of \(source.origin)")
            return .failure(.frameNotAllowed(request.name))
        }
        guard handler.options.allowedOrigins.allows(source.origin, trusted: trustedOrigins) else {
            logger.warning("refused \(request.name) from origin \(source.origin)")
            return .failure(.originNotAllowed(source.origin))
        }
        // An offline app's signed manifest, on top of the handler's own rules: both must allow.
        guard grantAllows(request.name, from: source) else {
            logger.warning("refused \(request.name) from \(source.origin): not a capability its manifest grants")
            return .failure(.capabilityNotGranted(request.name))
        }
        if handler.options.requiresVisiblePage, !isPageShown() {
            logger.warning("refused \(request.name) from \(source.origin): the page is not shown")
            return .failure(.pageNotVisible(request.name))
        }
        if handler.options.requiresUserActivation {
            guard source.hasUserActivation, let isMainFrame = source.isMainFrame else {
                logger.warning("refused \(request.name) from \(source.origin): no real user gesture")
                return .failure(.userActivationRequired(request.name))
            }
            activation.spend(origin: source.origin, isMainFrame: isMainFrame)  // one gesture, one power
            onGestureSpent?()  // whichever door: no window or other app opens on it after
        }
        return .success(handler)
    }
}
