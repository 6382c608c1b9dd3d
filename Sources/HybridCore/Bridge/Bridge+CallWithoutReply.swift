import HybridVocabulary
extension Bridge {
    /// Calls a page function and asks for no answer: the call settles once the
    /// page's runtime took the message (WebViewJavascriptBridge's
    /// `callHandler:data:` with no response block). The page waits up to most of
    /// `timeout` for the function to be registered, then drops the message with
    /// a console warning; native has long moved on. Throws `origin_not_allowed`,
    /// `page_gone`, `bridge_closed` as ``call(_:_:as:timeout:to:)`` does, never `timeout`.
    package func callWithoutReply(_ name: String, params: RawJSON, timeout: Duration = .seconds(30),
                          to origins: BridgeOriginPolicy = .trusted) async throws(BridgeError) {
        let started = ContinuousClock.now
        let message = OutgoingBridgeText.call(id: "", name: name, params: params, waitMilliseconds: Self.registrationWait(within: timeout))
        let outcome: Result<RawJSON, BridgeError>
        do {
            try await send(message, name: name, allowed: allowedOriginsArgument(origins))
            outcome = .success(.null)
        } catch {
            outcome = .failure(error)
        }
        router.report(Bridge.CallRecord(
            handlerName: name, params: params, callID: callIDs.next(),
            source: nil, containerID: router.containerID, outcome: outcome, duration: .now - started))
        _ = try outcome.get()
    }

    /// Calls a global function of the page by name, as pages of the classic styles wait for
    /// native to (`getMobileCodeResult('1234')`): the runtime looks the function up and applies
    /// the arguments; no script is built. Settles once the runtime took it.
    package func callGlobalFunction(_ function: String, arguments: [RawJSON], to origins: BridgeOriginPolicy = .trusted) async throws(BridgeError) {
        try await send(OutgoingBridgeText.callback(function: function, arguments: arguments), name: function, allowed: allowedOriginsArgument(origins))
    }
}
