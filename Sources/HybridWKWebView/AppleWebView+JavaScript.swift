import Foundation
import HybridCore
import WebKit
import HybridVocabulary

extension AppleWebView {
    /// Uses the async forms, which give `nil` for `undefined` rather than failing.
    public func evaluateJavaScript(_ source: String, in world: ContentWorld) async throws -> JSONValue {
        try ensureOpen()
        do {
            let value = try await webView.evaluateJavaScript(source, in: nil, contentWorld: AppleContentWorld.make(world))
            return try JSONValue(foundationObject: value)
        } catch let error as EngineError {
            throw error
        } catch {
            throw isClosed ? EngineError.viewClosed : EngineError(scriptError: error as NSError)
        }
    }

    public func callAsyncJavaScript(_ body: String, arguments: [String: JSONValue], in world: ContentWorld) async throws -> JSONValue {
        try ensureOpen()
        do {
            let value = try await webView.callAsyncJavaScript(
                body, arguments: arguments.mapValues(\.foundationObject), in: nil, contentWorld: AppleContentWorld.make(world))
            return try JSONValue(foundationObject: value)
        } catch let error as EngineError {
            throw error
        } catch {
            throw isClosed ? EngineError.viewClosed : EngineError(scriptError: error as NSError)
        }
    }
}
