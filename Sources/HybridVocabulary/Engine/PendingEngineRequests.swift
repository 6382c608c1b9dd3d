/// One view's engine requests waiting for the app (download destinations,
/// credentials). Each is answered once: with the delegate's answer, or earlier
/// with its fallback when ``finishAll()`` runs because the view closes or its
/// web process dies.
@MainActor
package final class PendingEngineRequests {
    private var open: [UInt64: @MainActor () -> Void] = [:]
    private var nextID: UInt64 = 0

    public init() {}

    /// Requests asked about and not yet answered.
    public var openCount: Int { open.count }

    /// Asks `question` and finishes `reply` with its answer, unless ``finishAll()`` came first.
    public func ask<Answer>(_ reply: EngineRequestReply<Answer>, _ question: @escaping @MainActor () async -> Answer) {
        nextID += 1
        let id = nextID
        open[id] = { reply.finishWithFallback() }
        Task { @MainActor [weak self] in
            let answer = await question()
            reply.finish(answer)
            self?.open[id] = nil
        }
    }

    /// Answers every open request with its fallback, oldest first.
    public func finishAll() {
        let fallbacks = open.sorted { $0.key < $1.key }.map(\.value)
        open.removeAll()
        for fallback in fallbacks { fallback() }
    }
}
