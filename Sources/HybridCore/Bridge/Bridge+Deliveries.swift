import HybridEngineSupport
extension Bridge {
    /// A wait from the main frame's runtime: `[origin, true, {"t":"wait"}, answers]`, the
    /// answers (`"<id>\n<reply JSON>"`) joined by U+0000, which JSON text never holds.
    /// Anything else shaped like one is refused, which ends that runtime's loop.
    func receiveWait(_ parts: [JSONValue], engineFrame: FrameInfo?, reply: ScriptMessageReply) {
        guard parts.count == 4, case .string(let origin) = parts[0], case .bool(let isMainFrame) = parts[1],
              case .string(let answers) = parts[3]
        else {
            reply.finish(.success(.string(refuse(.invalidMessage("not a bridge wait"), from: nil))))
            return
        }
        let source = BridgeMessageSource(origin: origin, frame: isMainFrame ? .main : .subframe)
        if let engineFrame, let disagreement = source.disagreement(with: engineFrame) {
            reply.finish(.success(.string(refuse(disagreement, from: source))))
            return
        }
        guard isMainFrame else {
            reply.finish(.success(.string(refuse(.frameNotAllowed("wait"), from: source))))
            return
        }
        channel.wait(answers: answers.isEmpty ? [] : answers.split(separator: "\u{0}", omittingEmptySubsequences: false), reply: reply)
    }

    /// Hands `message` to the page through the standing wait and settles with the
    /// runtime's answer: the page function's reply when `expectsReply`, else
    /// `null` once the runtime took it. Fails `origin_not_allowed` (or `page_gone`
    /// for a `document` that was replaced) as the runtime checks it on arrival.
    func deliver(_ message: String, id: String, name: String, allowed: String, document: String = "",
                 expectsReply: Bool, timeout: Duration) async -> Result<RawJSON, BridgeError> {
        if isClosed { return .failure(.closed) }
        let delivery = BridgeWireText.delivery(id: id, message: message, allowed: allowed, document: document,
                                               expectsReply: expectsReply)
        let outcome = await pending.wait(id: id, name: name, timeout: timeout) { channel.send(delivery, id: id, name: name) }
        channel.forget(id)
        return outcome
    }

    /// Runs one of the container's own tasks in the main frame's isolated world
    /// (`bridge-tasks.js`), with no user gesture, and returns its result.
    func runTask(_ task: String, arguments: JSONValue = [:], timeout: Duration) async throws(BridgeError) -> JSONValue {
        if isClosed { throw .closed }
        let id = callIDs.next()
        let delivery = BridgeWireText.task(id: id, name: task, arguments: arguments)
        let outcome = await pending.wait(id: id, name: task, timeout: timeout) { channel.send(delivery, id: id, name: task) }
        channel.forget(id)
        return try outcome.get().jsonValue
    }
}
