import Logging

/// Keeps warm web views so that pages open at once, and hands each one out clean.
///
/// ``lease()`` returns a ``WebContainer`` on a view no page has used: no
/// history, session storage, scroll position, zoom, scripts, handlers, trusted
/// origins, delegate or pending calls of an earlier lease. What the pool keeps
/// between leases is the running web content process: a returned view is
/// closed and replaced by a new view in the same process
/// (``WebEngine/makeView(settings:sharingProcessWith:)``), warmed by running a
/// script, which creates its page there without a history item. A warm lease
/// starts no process, so its first load is as quick as a load in an open view.
/// (Reusing one view in place, its old history fenced off, measured the same
/// per lease on WebKitGTK, but the earlier page's `sessionStorage` stayed
/// readable and `history.length` kept growing; WebKitGTK 4.1 cannot clear either.)
///
/// A leased container goes back when it is closed or released. Each lease has
/// its own token, so a container goes back once, whatever arrives late. A warm
/// view whose process died is discarded, and each lease first checks that its
/// view still answers. Call ``handleMemoryPressure()`` when the system is low on memory.
///
/// ```swift
/// let pool = WebViewPool(engine: engine)
/// await pool.prewarm(1)                        // starts one web process now
/// let container = try await pool.lease()       // its first load starts none
/// try await container.load(url)
/// container.close()                            // or let it go: back to the pool
/// ```
@MainActor
public final class WebViewPool {
    public let engine: any WebEngine
    public var configuration: WebViewPoolConfiguration
    /// Given to every leased container, so its loads wait for the jar's latest cookies.
    public var cookieSync: CookieSync?
    public private(set) var statistics = WebViewPoolStatistics()

    /// Warm views ready to lease, oldest first.
    private var idle: [PooledSlot] = []
    /// Views whose warm-up is in flight.
    private var warming: [PooledSlot] = []
    private var leased: [PoolToken: PooledSlot] = [:]
    private var lastToken: UInt64 = 0
    private let logger = HybridLog.logger("hybridkit.pool")

    public init(engine: any WebEngine, configuration: WebViewPoolConfiguration = WebViewPoolConfiguration()) {
        self.engine = engine
        self.configuration = configuration
    }

    /// Warm views ready to lease now.
    public var idleCount: Int { idle.count }
    /// Containers handed out and not yet back.
    public var leasedCount: Int { leased.count }

    /// Warms new views until `count` are idle (at most ``WebViewPoolConfiguration/maximumIdle``),
    /// each in a web process of its own, and returns when all warm-ups settled.
    public func prewarm(_ count: Int) async {
        let wanted = min(count, configuration.maximumIdle) - idle.count - warming.count
        for _ in 0..<max(0, wanted) where warmNewView() {}
        for slot in warming { await slot.warmUp?.value }
    }

    /// Starts warming a view of its own, in a new web process; `false` when the engine cannot make one.
    @discardableResult
    private func warmNewView() -> Bool {
        do {
            startWarmUp(PooledSlot(view: try engine.makeView(settings: configuration.settings), reuses: 0), fresh: true)
            return true
        } catch {
            logger.error("could not make a view to warm: \(error)")
            return false
        }
    }

    /// Hands out a container on a fresh view: a warm one when there is one (its
    /// first load starts no web process), else a new view. Throws only when
    /// the engine cannot make a view.
    public func lease() async throws -> WebContainer {
        while true {
            if !idle.isEmpty {
                let slot = idle.removeFirst()
                slot.phase = .checking
                let alive = await slot.answersFromEmptyDocument(timeout: configuration.warmUpTimeout)
                guard slot.phase == .checking else { continue }  // its process died meanwhile
                if alive {
                    statistics.warmLeases += 1
                    return hand(slot)
                }
                discard(slot)
            } else if let next = warming.first {
                await next.warmUp?.value
            } else {
                statistics.coldLeases += 1
                return hand(PooledSlot(view: try engine.makeView(settings: configuration.settings), reuses: 0))
            }
        }
    }

    /// Ends a lease at once, as closing the container does.
    public func giveBack(_ container: WebContainer) { container.close() }

    /// Closes every warm view, and the web process each held. Leased containers
    /// stay; they come back as usual.
    public func handleMemoryPressure() {
        let warm = idle + warming
        idle.removeAll()
        warming.removeAll()
        for slot in warm { slot.close() }
        statistics.flushed += warm.count
        if !warm.isEmpty { logger.notice("memory pressure: closed \(warm.count) warm views") }
    }

    private func hand(_ slot: PooledSlot) -> WebContainer {
        lastToken += 1
        let token = PoolToken(value: lastToken)
        slot.phase = .leased(token)
        slot.reuses += 1
        leased[token] = slot
        let container = WebContainer(view: LeasedView(slot.view, token: token, pool: self))
        container.cookieSync = cookieSync
        logger.debug("leased \(token)")
        return container
    }

    /// A lease ended. Only the token of a view still leased counts, so a second
    /// return, or one arriving late, changes nothing.
    func checkIn(_ token: PoolToken) {
        guard let slot = leased.removeValue(forKey: token), slot.phase == .leased(token) else {
            logger.debug("ignored a return of \(token): it is not leased")
            return
        }
        statistics.returns += 1
        guard idle.count + warming.count < configuration.maximumIdle else {
            statistics.retired += 1
            slot.close()
            return
        }
        guard slot.reuses < configuration.maximumReuses else {
            // Its process served enough leases: a new one takes its place now, off the lease path.
            statistics.retired += 1
            slot.close()
            warmNewView()
            return
        }
        do {
            // The new view joins the process as it is made, so the old one closes at once.
            let successor = try engine.makeView(settings: configuration.settings, sharingProcessWith: slot.view)
            slot.close()
            statistics.recycled += 1
            startWarmUp(PooledSlot(view: successor, reuses: slot.reuses), fresh: false)
        } catch {
            logger.error("could not recycle a returned view: \(error)")
            slot.close()
        }
    }

    private func startWarmUp(_ slot: PooledSlot, fresh: Bool) {
        slot.phase = .warming
        slot.onTermination = { [weak self] in self?.discard($0) }
        warming.append(slot)
        let timeout = configuration.warmUpTimeout
        slot.warmUp = Task { [weak self] in
            let alive = await slot.answersFromEmptyDocument(timeout: timeout)
            self?.finishWarmUp(slot, alive: alive, fresh: fresh)
        }
    }

    private func finishWarmUp(_ slot: PooledSlot, alive: Bool, fresh: Bool) {
        guard slot.phase == .warming else { return }  // flushed or discarded meanwhile
        warming.removeAll { $0 === slot }
        guard alive else { return discard(slot) }
        if fresh { statistics.prewarmed += 1 }
        slot.phase = .idle
        idle.append(slot)
    }

    /// A warm view that died or does not answer: it is never leased.
    private func discard(_ slot: PooledSlot) {
        idle.removeAll { $0 === slot }
        warming.removeAll { $0 === slot }
        switch slot.phase {
        case .closed, .leased: return
        case .warming, .idle, .checking: break
        }
        logger.warning("discarded a warm view whose web process is gone")
        statistics.discardedDead += 1
        slot.phase = .closed
        // Out of every list now, so it is never leased; closed on the next turn,
        // because the engine may be inside the view's own termination signal.
        Task { slot.close() }
    }
}
