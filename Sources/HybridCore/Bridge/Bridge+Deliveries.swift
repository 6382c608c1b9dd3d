import HybridVocabulary
import HybridEngineInterface
extension Bridge {
    /// A wait from the main frame's runtime: a ``RuntimePost`` of kind `wait`, its
    /// answers (`"<id>\n<reply JSON>"`) joined by U+0000, which JSON text never holds.
    /// A subframe's is refused, which ends that runtime's loop.
    func receiveWait(_ posting: RuntimePost, engineFrame: FrameInfo?, reply: ScriptMessageReply) {
        let (origin, isMainFrame, answers) = (posting.origin, posting.isMainFrame, posting.rest)
        let source = BridgeMessageSource(origin: origin, isMainFrame: isMainFrame)
        if let engineFrame, let disagreement = source.disagreement(with: engineFrame) {
            reply.finish(.success(.string(refuse(disagreement, from: source))))
            return
        }
        guard isMainFrame else {
            reply.finish(.success(.string(refuse(.frameNotAllowed("wait"), from: source))))
            return
        }
        // Split as bytes: splitting as characters reads every grapheme of every answer (6× slower).
        let parts = answers.isEmpty ? [] : answers.utf8.split(separator: 0, omittingEmptySubsequences: false).map { Substring($0) }
        channel.wait(answers: parts, reply: reply)
    }

    /// Hands `message` to the page through the standing wait and settles with the
    /// runtime's answer: the page function's reply when `expectsReply`, else
    /// `null` once the runtime took it. Fails `origin_not_allowed` (or `page_gone`
    /// for a `document` that was replaced) as the runtime checks it on arrival.
    func deliver(_ message: String, id: String, name: String, allowed: String, document: String = "",
                 expectsReply: Bool, timeout: Duration) async -> Result<RawJSON, BridgeError> {
        if isClosed { return .failure(.closed) }
        let delivery = OutgoingBridgeText.delivery(id: id, message: message, allowed: allowed, document: document,
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
        let delivery = OutgoingBridgeText.task(id: id, name: task, arguments: arguments)
        let outcome = await pending.wait(id: id, name: task, timeout: timeout) { channel.send(delivery, id: id, name: task) }
        channel.forget(id)
        return try outcome.get().jsonValue
    }
}
