import HybridVocabulary
import HybridEngineInterface
/// Carries native → page deliveries as replies to the main frame runtime's
/// standing wait, never as evaluated script: WebKit runs evaluated script as a
/// user gesture, a reply carries none (see `bridge-isolated.js`).
///
/// Holds at most one wait. A newer wait replaces it, and the older one is
/// answered with an empty batch, which its runtime does not re-arm. A batch is
/// one string, a JSON array of ``OutgoingBridgeText/delivery(id:message:allowed:document:expectsReply:)``
/// texts, so the engine moves it as a string and the runtime parses it once. Each
/// delivery settles through ``PendingNativeCalls`` by its id, with the answer
/// the runtime sends back in a later wait.
@MainActor
final class BridgeDeliveryChannel {
    private let pending: PendingNativeCalls
    private var queue: [(id: String, text: String)] = []
    private var held: ScriptMessageReply?
    /// The page function (or task) each delivery in flight is for, so its errors name it.
    private var names: [String: String] = [:]

    init(pending: PendingNativeCalls) { self.pending = pending }

    /// Deliveries sent and not yet answered.
    var inFlight: Int { names.count }
    /// Whether the main frame's runtime is waiting for a delivery now.
    var isHoldingWait: Bool { held != nil }
    /// Waits received so far: an idle page sends none.
    private(set) var waitsReceived = 0

    /// Sends `delivery` (its JSON text, for `id`) now if a wait is held, or with the next one.
    func send(_ delivery: String, id: String, name: String) {
        names[id] = name
        queue.append((id, delivery))
        flush()
    }

    /// Drops what is left of a delivery that settled another way (timeout): it is not sent, and a late answer is ignored.
    func forget(_ id: String) {
        guard names.removeValue(forKey: id) != nil else { return }
        queue.removeAll { $0.id == id }
    }

    /// The main frame's runtime is waiting again, with the answers (`"<id>\n<reply JSON>"`) since its last wait.
    func wait(answers: [Substring], reply: ScriptMessageReply) {
        waitsReceived += 1
        held?.finish(.success(Self.emptyBatch))
        held = reply
        for answer in answers { settle(answer) }
        flush()
    }

    /// The page went away: nothing queued can reach it, and its wait answers
    /// nothing (a new document's runtime whose wait came first waits again).
    func pageWentAway() { dropAll(answeringWait: .success(Self.emptyBatch)) }

    /// The bridge closed: the wait is refused, so the runtime stops waiting.
    func close() { dropAll(answeringWait: .failure(ScriptMessageRejection(BridgeError.closed.message))) }

    private func dropAll(answeringWait answer: Result<JSONValue, ScriptMessageRejection>) {
        queue.removeAll()
        names.removeAll()
        held?.finish(answer)
        held = nil
    }

    private func flush() {
        guard !queue.isEmpty, let reply = held else { return }
        held = nil
        let batch = "[" + queue.map(\.text).joined(separator: ",") + "]"
        queue.removeAll()
        reply.finish(.success(.string(batch)))
    }

    /// What a replaced or released wait is answered with.
    static let emptyBatch = JSONValue.string("[]")

    private func settle(_ answer: Substring) {
        guard let newline = answer.firstIndex(of: "\n") else { return }
        let id = String(answer[..<newline])
        guard let name = names.removeValue(forKey: id) else { return } // unknown, forged or already settled
        pending.settle(id, with: BridgeReplyDecoder.decode(String(answer[answer.index(after: newline)...]), calling: name))
    }
}
