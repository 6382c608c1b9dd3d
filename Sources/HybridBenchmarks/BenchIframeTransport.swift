import HybridCore
import HybridVocabulary

/// Native half of WebViewJavascriptBridge's transport, as that library does it:
/// the page queues a message and points a hidden iframe at a custom scheme;
/// native cancels that navigation, fetches the queue with a script, and answers
/// each message with its own script call.
@MainActor
final class BenchIframeTransport: NavigationHandler {
    private let fetchQueue: String
    private let answer: String

    init() throws {
        fetchQueue = try BenchResources.text("bench-fetch-queue", "js")
        answer = try BenchResources.text("bench-answer-queue", "js")
    }

    func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        guard action.request.url?.scheme == "wvjbqueue" else { return nil }
        Task { @MainActor in await flush(container) }
        return .cancel
    }

    private func flush(_ container: WebContainer) async {
        guard case .string(let text)? = try? await container.callAsyncJavaScript(fetchQueue),
              case .array(let messages)? = try? JSONValue(jsonText: text)
        else { return }
        for message in messages {
            let response: JSONValue = [["responseId": message["callbackId"] ?? .null, "responseData": message["data"] ?? .null]]
            _ = try? await container.callAsyncJavaScript(answer, arguments: ["message": .string(response.jsonText)])
        }
    }
}
