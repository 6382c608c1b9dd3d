import HybridVocabulary
extension Bridge {
    /// Sends `event` to the page's trusted origins and returns how many of its
    /// `hybrid.on` listeners heard it, so native can tell whether the page answers
    /// the event itself (`chrome.refresh`) or native must act (reload).
    /// Throws as ``emit(_:_:to:)`` does, and `timeout` when the page's runtime does
    /// not answer within `timeout` (a page busy in a long script).
    func emitCountingListeners(_ event: String, _ payload: JSONValue = [:], timeout: Duration) async throws(BridgeError) -> Int {
        if isClosed { throw .closed }
        let id = callIDs.next()
        let message = OutgoingBridgeText.countedEvent(id: id, name: event, payload: try RawJSON(payload))
        let outcome = await deliver(message, id: id, name: event, allowed: allowedOriginsArgument(.trusted),
                                    expectsReply: true, timeout: timeout)
        guard case .number(let heard) = try outcome.get().jsonValue, heard.isFinite, heard >= 0 else { return 0 }
        return Int(heard)
    }
}
