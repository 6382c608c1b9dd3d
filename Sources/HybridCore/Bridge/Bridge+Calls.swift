import HybridVocabulary
extension Bridge {
    /// Calls a function the page registered with `hybrid.register(name, fn)`
    /// and returns its (possibly async) result, decoded as `Result`.
    ///
    /// A page still starting up may register the function after the load
    /// finished: the call waits for `hybrid.register(name)` within its timeout.
    ///
    /// The call reaches the page only when its document's origin is one that
    /// `origins` allows (by default the container's trusted origins), checked
    /// inside the page as the call arrives, so a navigation racing the call
    /// cannot receive it.
    ///
    /// Throws ``BridgeError``: `origin_not_allowed` when the page is of another
    /// origin, `handler_not_found` when the page did not register the function
    /// in time, `js_exception` with the JS message when it throws, `timeout`,
    /// `page_gone` when the page navigates or its process dies first, or
    /// `bridge_closed` once the container closed.
    public func call<Params: Encodable, Result: Decodable>(
        _ name: String, _ params: Params, as type: Result.Type = Result.self, timeout: Duration = .seconds(30),
        to origins: BridgeOriginPolicy = .trusted
    ) async throws(BridgeError) -> Result {
        try await callRaw(name, params: RawJSON(encoding: params), timeout: timeout, to: origins).decode(Result.self)
    }

    /// Calls a page function with JSON text passed through as it is.
    public func callRaw(
        _ name: String, params: RawJSON = .null, timeout: Duration = .seconds(30), to origins: BridgeOriginPolicy = .trusted
    ) async throws(BridgeError) -> RawJSON {
        if isClosed { throw .closed }
        let started = ContinuousClock.now
        let id = callIDs.next()
        let message = OutgoingBridgeText.call(id: id, name: name, params: params, waitMilliseconds: Self.registrationWait(within: timeout))
        let outcome = await deliver(message, id: id, name: name, allowed: allowedOriginsArgument(origins),
                                    expectsReply: true, timeout: timeout)
        router.report(Bridge.CallRecord(
            handlerName: name, params: params, callID: id,
            source: nil, containerID: router.containerID, outcome: outcome, duration: .now - started))
        return try outcome.get()
    }

    /// How long the page may wait for a function to be registered: most of the
    /// call's timeout, leaving a margin so the page's `handler_not_found`
    /// arrives before the native `timeout` would.
    nonisolated static func registrationWait(within timeout: Duration) -> Int {
        let total = timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000
        let margin = min(total / 4, 500)
        return Int(max(0, total - margin))
    }

    /// Sends an event to the page's `hybrid.on(event, fn)` listeners, when the
    /// page's origin is one that `origins` allows (checked inside the page);
    /// otherwise throws `origin_not_allowed` and the page hears nothing.
    public func emit<Payload: Encodable>(_ event: String, _ payload: Payload, to origins: BridgeOriginPolicy = .trusted) async throws(BridgeError) {
        try await emitRaw(event, payload: RawJSON(encoding: payload), to: origins)
    }

    /// Sends an event whose payload is JSON text passed through as it is.
    public func emitRaw(_ event: String, payload: RawJSON = .null, to origins: BridgeOriginPolicy = .trusted) async throws(BridgeError) {
        try await send(OutgoingBridgeText.event(name: event, payload: payload), name: event, allowed: allowedOriginsArgument(origins))
    }

    /// Tells the page about an app or container lifecycle change.
    package func notify(_ event: Bridge.LifecycleEvent, to origins: BridgeOriginPolicy = .trusted) async throws(BridgeError) {
        try await emitRaw(event.name, payload: RawJSON(event.payload), to: origins)
    }

    /// Hands a result to a global function the page named (`?callback=`), in
    /// the document `token` names only: a document that replaced it gets nothing.
    func deliverToCallback(_ function: String, _ result: Swift.Result<RawJSON, BridgeError>, inDocument token: String) async {
        let argument: RawJSON = switch result {
        case .success(let value): value
        case .failure(let error): RawJSON(trusted: "{\"error\":\(OutgoingBridgeText.errorObject(error))}")
        }
        do {
            try await send(OutgoingBridgeText.callback(function: function, argument: argument), name: function,
                           allowed: Self.anyOrigin, document: token)
        } catch {
            logger.info("callback \(function) was not delivered: \(error.message)")
        }
    }

    /// The origins a delivery may reach, as the isolated runtime compares them
    /// with its own `self.origin`: serialized origins one per line, or `*` for any.
    func allowedOriginsArgument(_ policy: BridgeOriginPolicy) -> String {
        guard let origins = policy.origins(trusted: router.trustedOrigins) else { return Self.anyOrigin }
        // A line break is the list's only separator: an origin holding one (an engine's
        // report is not parsed) would otherwise add a second, unchecked line.
        return origins.map(\.description).filter { !$0.contains("\n") }.sorted().joined(separator: "\n")
    }

    /// `allowed` for a delivery any origin may receive.
    static let anyOrigin = "*"

    /// How long an event or a reply-less call may wait for the page's runtime to take it.
    static let deliveryTimeout = Duration.seconds(30)

    /// Hands an event, callback or reply-less call to the page's runtime; throws
    /// its refusal, `page_gone`, `bridge_closed`, or `timeout` when no runtime took it in time.
    func send(_ message: String, name: String, allowed: String, document: String = "") async throws(BridgeError) {
        _ = try await deliver(message, id: callIDs.next(), name: name, allowed: allowed, document: document,
                              expectsReply: false, timeout: Self.deliveryTimeout).get()
    }
}
