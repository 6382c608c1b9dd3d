import Foundation
import Logging
import HybridVocabulary
import HybridEngineInterface

/// The JS ↔ native bridge of one page.
///
/// Pages call native handlers with `hybrid.call(name, params)`; native calls
/// page functions with ``call(_:_:as:timeout:to:)`` and sends events with
/// ``emit(_:_:to:)``. The native message handler lives only in the isolated world
/// the container's own world (`hybridkit`); page scripts reach it through the trusted runtime
/// there, which stamps each message with its document's real origin
/// (`self.origin`, `null` when sandboxed); when the engine names the sending
/// frame too (WKWebView), a stamp it disagrees with is refused. Handlers
/// answer, and native calls reach, only the container's trusted origins unless
/// told otherwise. Every call settles: with a result, an error code, `timeout`, `page_gone` or `bridge_closed`.
@MainActor
public final class Bridge {
    /// The message handler's name in the isolated world.
    package static let handlerName = "hybridkit"
    /// The HybridKit version whose bridge the page speaks (`hybrid.app.info()` reports it).
    public nonisolated static var hybridKitVersion: String { HybridKitVersion.current }

    /// Sees every settled call, in both directions.
    public var observer: (@MainActor (Bridge.CallRecord) -> Void)? {
        get { router.observer }
        set { router.observer = newValue }
    }
    /// Told about each message refused before routing (malformed, too large, sender unknown); also logged.
    public var onInvalidMessage: (@MainActor (BridgeError, BridgeMessageSource?) -> Void)?
    /// Larger messages are refused with `message_too_large`.
    public var maximumMessageBytes = 64 * 1024 * 1024
    /// How many of a page's calls may wait for native's answer at once; each call beyond it is
    /// refused at once with `too_many_calls`, so a hostile page cannot make the app hold tens of
    /// thousands of calls (about 10 KB of app memory each). The main frame has this to itself;
    /// every subframe, of any origin, shares a second allowance, so an embedded frame cannot use up
    /// the page's. Below 1 counts as 1.
    public var maximumCallsInFlight: Int {
        get { router.limits.callsInFlight }
        set { router.limits = CallLimits(callsInFlight: newValue, bytesInFlight: router.limits.bytesInFlight) }
    }
    /// The parameter bytes those waiting calls may hold, counted as ``maximumCallsInFlight`` is;
    /// a single call larger than this is refused too.
    public var maximumBytesInFlight: Int {
        get { router.limits.bytesInFlight }
        set { router.limits = CallLimits(callsInFlight: router.limits.callsInFlight, bytesInFlight: newValue) }
    }
    /// Routes navigations to app schemes (`jxaction://…`) to handlers; the container consults it first.
    private(set) lazy var urlRoutes = AppSchemeRoutes(bridge: self)
    /// `true` once the main frame's runtime said hello; `false` again after the page goes.
    public private(set) var isPageReady = false
    /// `true` once the container closed; every call then fails with `bridge_closed`.
    private(set) var isClosed = false
    /// The main frame's document was refused at commit: none of its messages is answered.
    var refusesDocument = false

    let router: BridgeRouter
    let view: any WebEngineView
    let logger = HybridLog.logger("hybridkit.bridge")
    /// The installed ``BridgeModule``s, which hear the page come and go.
    package let modules = BridgeModules()
    let pending = PendingNativeCalls()
    /// Native → page deliveries, as replies to the main frame runtime's standing wait.
    lazy var channel = BridgeDeliveryChannel(pending: pending)
    var callIDs = BridgeCallIDGenerator()
    var mainDocument = MainDocumentState()
    /// The container's common parameters: the bridge hands their values to pages.
    var commonParameters: CommonParameters?
    /// The profile of the container's page, for stores that serve one profile only.
    package internal(set) var profile: @MainActor () -> WebsiteDataProfile = { .default }
    private(set) var isInstalled = false
    /// Whether the runtime (and so every declaration) goes into subframes too.
    private(set) var injectsIntoAllFrames = true
    /// WebViewJavascriptBridge's bootstrap navigations and its native API.
    public private(set) lazy var webViewJavascriptBridge = Bridge.WebViewJavascriptBridgeCompatibility(bridge: self)
    private var readyWaiters: [CheckedContinuation<Result<Void, BridgeError>, Never>] = []

    /// Only the container makes a bridge, for its own view.
    init(view: any WebEngineView, containerID: ObjectIdentifier? = nil) {
        self.view = view
        router = BridgeRouter(logger: logger)
        router.containerID = containerID
    }

    /// Adds the runtime scripts and the isolated-world message handler, once; before the first load.
    ///
    /// The runtime goes into every frame by default so that handlers which allow
    /// subframes can work; main-frame-only handlers still refuse subframes, by
    /// the frame the trusted runtime reports.
    func install(injectingIntoAllFrames: Bool) throws {
        guard !isInstalled else { return }
        try view.addUserScript(UserScript(source: BridgeScripts.isolated, forMainFrameOnly: !injectingIntoAllFrames, world: .hybrid))
        try view.addUserScript(UserScript(source: BridgeScripts.cookieWriteLimit, forMainFrameOnly: false, world: .page))
        try view.addUserScript(UserScript(source: BridgeScripts.page, forMainFrameOnly: !injectingIntoAllFrames, world: .page))
        try view.addUserScript(UserScript(source: BridgeScripts.webViewJavascriptBridge, forMainFrameOnly: !injectingIntoAllFrames,
                                          world: .page))
        try view.addUserScript(UserScript(source: BridgeScripts.tasks, forMainFrameOnly: true, world: .hybrid))
        injectsIntoAllFrames = injectingIntoAllFrames
        try view.addMessageHandler(named: Self.handlerName, in: .hybrid) { [weak self] message, reply in
            guard let self, !self.isClosed else {
                reply.finish(.failure(ScriptMessageRejection(BridgeError.closed.message)))
                return
            }
            guard !self.refusesDocument else {
                reply.finish(.failure(ScriptMessageRejection(BridgeError.pageGone.message)))
                return
            }
            guard case .string(let text) = message.body, let posting = RuntimePost(text) else {
                reply.finish(.success(.string(self.refuse(.invalidMessage("not a bridge message"), from: nil))))
                return
            }
            if posting.kind == .wait {
                self.receiveWait(posting, engineFrame: message.frame, reply: reply)
                return
            }
            if posting.kind == .gesture {
                self.receiveGesture(posting, engineFrame: message.frame)
                reply.finish(.success(.null))
                return
            }
            if posting.kind == .violation {
                self.receiveViolation(posting)
                reply.finish(.success(.null))
                return
            }
            // At once (``startNow(_:)``): up to its first suspension the message is handled in the
            // engine's signal, so messages are handled in the order the page sent them.
            startNow {
                reply.finish(.success(.string(await self.receive(posting, engineFrame: message.frame))))
            }
        }
        isInstalled = true
    }

    /// Answers one message from the isolated runtime (a ``RuntimePost`` of kind `message`).
    /// `engineFrame`, when the engine names the sender, must agree with its stamp.
    func receive(_ posting: RuntimePost, engineFrame: FrameInfo? = nil) async -> String {
        let (origin, isMainFrame, text) = (posting.origin, posting.isMainFrame, posting.rest)
        let source = BridgeMessageSource(origin: origin, isMainFrame: isMainFrame, hasUserActivation: posting.hasUserActivation)
        if let engineFrame, let disagreement = source.disagreement(with: engineFrame) { return refuse(disagreement, from: source) }
        if !isMainFrame { mainDocument.subframeSpoke(origin: origin) }
        let message: BridgeInboundMessage
        do { message = try BridgeMessageDecoder.decode(text, maximumBytes: maximumMessageBytes) } catch {
            return refuse(error, from: source)
        }
        switch message {
        case .hello:
            mainDocument.runtimeSaidHello(origin: origin, isMainFrame: isMainFrame)
            if source.isMainFrame == true { markPageReady() }
            return OutgoingBridgeText.configuration(namespaces: namespaceConfiguration(), modules: moduleConfiguration(), maximumMessageBytes: maximumMessageBytes,
                                                values: pageValues(for: origin))
        case .restoredFromCache:
            mainDocument.runtimeSaidHello(origin: origin, isMainFrame: isMainFrame)
            guard source.isMainFrame == true else { return "null" }
            markPageReady()
            Task { [weak self] in try? await self?.notify(.restoredFromCache) }
            return "null"
        case .framesSeen:
            // A page may send this too: it only makes dialog attribution stricter.
            if source.isMainFrame == true { mainDocument.mainRuntimeSawFrames() }
            return "null"
        case .call(let request):
            var stamped = source
            stamped.transport = request.transport
            return OutgoingBridgeText.reply(id: request.id, await router.route(request, from: stamped))
        }
    }

    /// A person's input reached a document: its gesture counts until a power spends it or it lapses.
    /// Only while the page is shown, and only as the engine, when it names the frame, agrees.
    private func receiveGesture(_ posting: RuntimePost, engineFrame: FrameInfo?) {
        let source = BridgeMessageSource(origin: posting.origin, isMainFrame: posting.isMainFrame, hasUserActivation: true)
        if let engineFrame, source.disagreement(with: engineFrame) != nil { return }
        guard posting.hasUserActivation, router.isPageShown() else { return }
        router.activation.reported(origin: posting.origin, isMainFrame: posting.isMainFrame)
    }

    /// The engine refused one of the page's requests by its policy: when the page is an app's, its walls
    /// did, and the app hears which request and why (the engine's console says so too).
    private func receiveViolation(_ posting: RuntimePost) {
        let parts = posting.rest.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let blocked = URL(string: String(parts[0].prefix(2048))), !router.limitingApps().isEmpty else { return }
        let directive = String(parts[1].prefix(64))
        let reason = "the app's Content-Security-Policy refused a request of \(posting.origin) (\(directive))"
        logger.warning("refused \(blocked.absoluteString): \(reason)")
        onWallRefusal?(blocked, reason)
    }

    @discardableResult
    func refuse(_ error: BridgeError, from source: BridgeMessageSource?) -> String {
        logger.warning("refused a message from \(source?.origin ?? "an unknown sender"): \(error.message)")
        onInvalidMessage?(error, source)
        return OutgoingBridgeText.reply(id: nil, .failure(error))
    }

    /// The main frame's document was refused at commit (its certificate matched no
    /// pin): it is forgotten as if it had gone, and nothing it sends is answered
    /// until the next document commits.
    func documentWasRefused() {
        pageDidGoAway()
        refusesDocument = true
    }

    /// The page went away (navigation, reload, crash): pending native calls fail with `page_gone`.
    func pageDidGoAway() {
        isPageReady = false
        router.activation.forget()
        mainDocument.replaced()
        channel.pageWentAway()
        pending.failAll(.pageGone)
        modules.pageDidGoAway()
    }

    /// Whether the grant of the app whose page this is (every document of it, frames included) lets
    /// the page use `handlerName`; `true` for a page of no app. Doors that are not bridge calls (a rule
    /// that starts an app, a native screen) ask it as the bridge gate does.
    package func appGrantAllows(_ handlerName: String) -> Bool { router.grantAllows(handlerName, from: nil) }

    /// Told each load an app's network walls refused, with the sentence saying why (the page's own
    /// console says it too, as the engine reports a Content-Security-Policy violation).
    public var onWallRefusal: (@MainActor (_ url: URL, _ reason: String) -> Void)?

    /// Why the page's app may not load `url` at the top, or `nil` (``AppNetworkWalls``).
    func appWallRefusal(navigatingTo url: URL, targetsMainFrame: Bool?) -> String? {
        router.wallRefusal(loading: url, targetsMainFrame: targetsMainFrame)
    }

    /// The app this page was opened as (its entry URL): every document the page shows from now on,
    /// frames included, is held to that app's grant, wherever it navigates.
    package var pageApp: URL? {
        get { router.pageApp }
        set { router.pageApp = newValue }
    }

    /// Waits until the main frame's runtime is up (returns at once when it is).
    /// Throws ``BridgeError/closed`` at once when the bridge is closed, or when it closes while waiting.
    public func waitUntilPageReady() async throws(BridgeError) {
        if isClosed { throw .closed }
        if isPageReady { return }
        try await withCheckedContinuation { readyWaiters.append($0) }.get()
    }

    private func markPageReady() {
        isPageReady = true
        resumeReadyWaiters(with: .success(()))
    }

    private func resumeReadyWaiters(with result: Result<Void, BridgeError>) {
        let waiters = readyWaiters
        readyWaiters.removeAll()
        for waiter in waiters { waiter.resume(returning: result) }
    }

    /// The container is closing: pending and later calls fail with `bridge_closed`, waiters stop waiting.
    func close() {
        isClosed = true
        isPageReady = false
        mainDocument.replaced()
        channel.close()
        pending.failAll(.closed)
        resumeReadyWaiters(with: .failure(.closed))
        modules.containerDidClose()
    }
}
