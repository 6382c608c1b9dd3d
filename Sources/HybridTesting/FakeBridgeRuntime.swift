import HybridCore
import HybridVocabulary

/// Plays the main frame's isolated bridge runtime on the fake engine: keeps a
/// wait posted, records each delivery in the view's `asyncCalls` (body
/// ``deliveryBody`` or `"task:<name>"`, the delivery's fields as arguments) and
/// answers it with what the view's `scriptResult` says, as `bridge-isolated.js` would.
@MainActor
package enum FakeBridgeRuntime {
    /// The body recorded for a delivery to the page (an event, call or callback).
    package static let deliveryBody = "deliver"

    package static func taskBody(_ name: String) -> String { "task:\(name)" }

    /// Starts the loop; it ends when the bridge refuses a wait (closed) or the view closes.
    package static func run(in view: FakeWebEngineView, origin: String = "https://app.example") {
        Task { @MainActor [weak view] in
            var answers: [String] = []
            while let current = view, !current.isClosed {
                let wait = JSONValue.string(RuntimePost.wait(answers: answers, origin: origin))
                answers = []
                guard case .success(.string(let reply))? = await current.post(wait, to: Bridge.handlerName),
                      case .array(let batch)? = try? JSONValue(jsonText: reply) else { return }
                for delivery in batch {
                    guard let answer = await view?.answer(delivery) else { return }
                    answers.append(answer)
                }
            }
        }
    }
}

extension FakeWebEngineView {
    /// What the runtime sends back for one delivery: `"<id>\n<reply JSON>"`.
    fileprivate func answer(_ delivery: JSONValue) async -> String {
        let id = delivery["id"]?.stringValue ?? ""
        var arguments: [String: JSONValue] = [:]
        if case .object(let fields) = delivery { arguments = fields }
        let task = delivery["task"]?.stringValue
        let body = task.map(FakeBridgeRuntime.taskBody) ?? FakeBridgeRuntime.deliveryBody
        let value: JSONValue
        do { value = try await callAsyncJavaScript(body, arguments: arguments, in: .hybrid) } catch {
            return id + "\n" + #"{"error":{"code":"js_exception","message":"fake"}}"#
        }
        if task != nil { return id + "\n" + JSONValue.object(["result": value]).jsonText }
        switch value {
        case .string(let text): return id + "\n" + text
        case .null where delivery["reply"] != true: return id + "\n" + #"{"result":null}"#
        default: return id + "\n" + value.jsonText
        }
    }
}
