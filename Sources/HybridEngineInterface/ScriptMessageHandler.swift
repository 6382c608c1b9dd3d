import HybridVocabulary
/// Answers a page's `postMessage` with a reply: the JS promise resolves with
/// the value, or rejects with an `Error` whose message is the string given.
package typealias ScriptMessageHandler = @MainActor (ScriptMessage) async -> Result<JSONValue, ScriptMessageRejection>

/// A reply that rejects the page's promise.
package struct ScriptMessageRejection: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// Answers a page's `postMessage` exactly once, whenever the handler is ready:
/// a reply released unanswered rejects the page's promise.
package typealias ScriptMessageReply = EngineRequestReply<Result<JSONValue, ScriptMessageRejection>>

/// A message handler that answers through a ``ScriptMessageReply`` instead of
/// returning: the bridge's standing wait is answered when there is something
/// to deliver, with no task suspended in between.
package typealias ScriptMessageReplyingHandler = @MainActor (ScriptMessage, ScriptMessageReply) -> Void
