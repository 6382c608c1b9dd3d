/// Answers a page's `postMessage` with a reply: the JS promise resolves with
/// the value, or rejects with an `Error` whose message is the string given.
@_spi(Engine)
public typealias ScriptMessageHandler = @MainActor (ScriptMessage) async -> Result<JSONValue, ScriptMessageRejection>

/// A reply that rejects the page's promise.
@_spi(Engine)
public struct ScriptMessageRejection: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
