extension Bridge {
    /// Calls a function the page registered with `hybrid.register(name, fn)`
    /// and returns its (possibly async) result, decoded as `Result`.
    ///
    /// A page still starting up may register the function after the load
    /// finished: the call waits for `hybrid.register(name)` within its timeout.
    ///
    /// Throws ``BridgeError``: `handler_not_found` when the page did not
    /// register the function in time, `js_exception` with the JS message when
    /// it throws, `timeout`, or `page_gone` when the page navigates or its
    /// process dies first.
    public func call<Params: Encodable, Result: Decodable>(
        _ name: String, _ params: Params, as type: Result.Type = Result.self, timeout: Duration = .seconds(30)
    ) async throws(BridgeError) -> Result {
        try await callRaw(name, params: RawJSON(encoding: params), timeout: timeout).decode(Result.self)
    }

    /// Calls a page function with JSON text passed through as it is.
    public func callRaw(_ name: String, params: RawJSON = .null, timeout: Duration = .seconds(30)) async throws(BridgeError) -> RawJSON {
        let started = ContinuousClock.now
        let id = callIDs.next()
        let message = BridgeWireText.call(id: id, name: name, params: params, waitMilliseconds: Self.registrationWait(within: timeout))
        let outcome = await pending.wait(id: id, name: name, timeout: timeout) {
            Task { @MainActor [weak self] in await self?.deliver(message, id: id) }
        }
        observer?(BridgeCallRecord(
            direction: .nativeToPage, handlerName: name, params: params, callID: id,
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

    /// Sends an event to the page's `hybrid.on(event, fn)` listeners.
    public func emit<Payload: Encodable>(_ event: String, _ payload: Payload) async throws(BridgeError) {
        try await emitRaw(event, payload: RawJSON(encoding: payload))
    }

    /// Sends an event whose payload is JSON text passed through as it is.
    public func emitRaw(_ event: String, payload: RawJSON = .null) async throws(BridgeError) {
        try await send(BridgeWireText.event(name: event, payload: payload))
    }

    /// Tells the page about an app or container lifecycle change.
    public func notify(_ event: BridgeLifecycleEvent) async throws(BridgeError) {
        try await emitRaw(event.name, payload: RawJSON(event.payload))
    }

    /// Hands a result to a global function the page named (`app.scan('scanResult')`, `?callback=`).
    func deliverToCallback(_ function: String, _ result: Swift.Result<RawJSON, BridgeError>) async {
        let argument: RawJSON = switch result {
        case .success(let value): value
        case .failure(let error): RawJSON(trusted: "{\"error\":\(BridgeWireText.errorObject(error))}")
        }
        try? await send(BridgeWireText.callback(function: function, argument: argument))
    }

    /// Runs the delivery script in the isolated world with the message as an argument.
    private func send(_ message: String) async throws(BridgeError) {
        do {
            _ = try await view.callAsyncJavaScript(BridgeScripts.deliver, arguments: ["id": "", "message": .string(message)], in: .hybrid)
        } catch {
            throw Self.bridgeError(from: error)
        }
    }

    private func deliver(_ message: String, id: String) async {
        let result: Swift.Result<RawJSON, BridgeError>
        do {
            let answer = try await view.callAsyncJavaScript(
                BridgeScripts.deliver, arguments: ["id": .string(id), "message": .string(message)], in: .hybrid)
            guard case .string(let text) = answer else { throw BridgeError.invalidResult("the page answered \(answer.jsonText)") }
            result = BridgeReplyDecoder.decode(text)
        } catch {
            result = .failure(Self.bridgeError(from: error))
        }
        pending.settle(id, with: result)
    }

    static func bridgeError(from error: any Error) -> BridgeError {
        switch error {
        case let error as BridgeError: error
        case EngineError.viewClosed: .closed
        case EngineError.javaScriptException(let message): .javaScriptException(message)
        default: .javaScriptException(String(describing: error))
        }
    }
}
