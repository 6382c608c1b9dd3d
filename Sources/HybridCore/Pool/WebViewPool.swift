import Logging
import HybridVocabulary
import HybridEngineInterface

/// Keeps warm web views so that pages open at once, and hands each one out clean.
///
/// ``lease(configuration:)`` returns a ``WebContainer`` on a view no page has used: no
/// history, session storage, scroll position, zoom, scripts, handlers, trusted
/// origins, delegate or pending calls of an earlier lease. What the pool keeps
/// between leases is the running web content process: a returned view is
/// closed and replaced by a new view in the same process
/// (`makeView(settings:sharingProcessWith:)`), warmed by running a
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
    /// Makes the pool's views; they share its cookie store.
    public let engine: any WebEngine
    /// The settings every pooled view is made with; views warmed afterwards get them.
    public var settings: EngineSettings
    /// Warm views kept waiting at most (below 0 counts as 0). Each holds a web content process
    /// (about 48 MB resident on WebKitGTK), so a returned view beyond this is closed.
    public var maximumIdle: Int { didSet { maximumIdle = max(0, maximumIdle) } }
    /// How many leases one web content process serves before the pool lets it go (below 1 counts
    /// as 1). Every lease gets a fresh view, but views handed out one after another share a
    /// process, and a process that lives long gathers memory.
    public var maximumReuses: Int { didSet { maximumReuses = max(1, maximumReuses) } }
    /// How long warming a view, or checking an idle one is alive, may take before that view is discarded.
    public var warmUpTimeout: Duration
    /// Given to every leased container of its profile, so its loads wait for the jar's latest cookies.
    public var cookieSync: CookieSync?
    /// Applied to every lease that does not bring its own configuration.
    public var containerConfiguration = ContainerConfiguration()
    /// Called with every container leased, configured, before it loads anything:
    /// where an app installs its modules in every page a ``Navigator`` opens.
    public var onLease: (@MainActor (WebContainer) -> Void)?
    /// What the pool did so far: warm and cold leases, returns, recycled, discarded and flushed views.
    package internal(set) var statistics = WebViewPool.Statistics()

    /// Warm views ready to lease, oldest first.
    var idle: [PooledSlot] = []
    /// Views whose warm-up is in flight.
    var warming: [PooledSlot] = []
    var leased: [PoolToken: PooledSlot] = [:]
    /// Pages loaded ahead of time, by profile and document key, and their order (oldest first).
    var prerendered: [String: PrerenderedPage] = [:]
    var prerenderOrder: [String] = []
    var prerenderCookieObservations: [WebsiteDataProfile: ObservationToken] = [:]
    private var lastToken: UInt64 = 0
    /// The last id handed to a navigator's page: navigators that share this pool (a tab bar's) share one count.
    private var lastPageID = 0
    let logger = HybridLog.logger("hybridkit.pool")

    /// - Parameters:
    ///   - engine: makes the pool's views; they share its cookie store.
    ///   - settings: what every pooled view is made with.
    ///   - maximumIdle: warm views kept waiting at most (below 0 counts as 0).
    ///   - maximumReuses: leases one web content process serves (below 1 counts as 1).
    ///   - warmUpTimeout: how long warming a view may take before it is discarded.
    public init(engine: any WebEngine, settings: EngineSettings = EngineSettings(), maximumIdle: Int = 2,
                maximumReuses: Int = 20, warmUpTimeout: Duration = .seconds(10)) {
        self.engine = engine
        self.settings = settings
        self.maximumIdle = max(0, maximumIdle)
        self.maximumReuses = max(1, maximumReuses)
        self.warmUpTimeout = warmUpTimeout
    }

    /// Warm views ready to lease now.
    public var idleCount: Int { idle.count }
    /// Views whose warm-up is in flight.
    var warmingCount: Int { warming.count }
    /// Containers handed out and not yet back.
    public var leasedCount: Int { leased.count }

    /// Warms new views of `profile` (the ``containerConfiguration``'s when `nil`) until
    /// `count` are idle (at most ``WebViewPool/maximumIdle`` of every profile),
    /// each in a web process of its own, and returns when all warm-ups settled.
    public func prewarm(_ count: Int, profile: WebsiteDataProfile? = nil) async {
        let profile = profile ?? containerConfiguration.profile
        dropClosedViews()
        let held = (idle + warming).filter { $0.profile == profile }.count
        let wanted = min(count - held, maximumIdle - idle.count - warming.count)
        for _ in 0..<max(0, wanted) {
            guard warmNewView(profile: profile) else { break }
        }
        for slot in warming { await slot.warmUp?.value }
    }

    /// Hands out a container on a fresh view of the configuration's
    /// ``ContainerConfiguration/profile``: a warm one of that profile when there is one
    /// (its first load starts no web process), else a new view; never a view of
    /// another profile. Throws only when the engine cannot make a view. The container
    /// is configured with `configuration` (the pool's ``containerConfiguration`` when `nil`)
    /// before it is handed out, so its first load already follows it.
    public func lease(configuration: ContainerConfiguration? = nil) async throws -> WebContainer {
        var configuration = configuration ?? containerConfiguration
        let container = try await leaseView(profile: configuration.profile)
        if configuration.cookieSync == nil, cookieSync?.profile == configuration.profile { configuration.cookieSync = cookieSync }
        container.configure(configuration)
        onLease?(container)
        return container
    }

    private func leaseView(profile: WebsiteDataProfile) async throws -> WebContainer {
        dropClosedViews()
        while true {
            if let index = idle.firstIndex(where: { $0.profile == profile }) {
                let slot = idle.remove(at: index)
                slot.phase = .checking
                let alive = await slot.answersFromEmptyDocument(timeout: warmUpTimeout)
                guard slot.phase == .checking else { continue }  // its process died meanwhile
                if alive {
                    statistics.warmLeases += 1
                    HybridMetrics.poolLease(hit: true)
                    return hand(slot)
                }
                discard(slot)
            } else if let next = warming.first(where: { $0.profile == profile }) {
                await next.warmUp?.value
            } else {
                statistics.coldLeases += 1
                HybridMetrics.poolLease(hit: false)
                let view = try engine.views.makeView(settings: settings(for: profile))
                return hand(PooledSlot(view: view, profile: profile, reuses: 0))
            }
        }
    }

    /// Ends a lease at once, as closing the container does.
    public func giveBack(_ container: WebContainer) { container.close() }

    /// Drops every prerendered page first, then closes every warm view and the
    /// web process each held. Leased containers stay; they come back as usual.
    public func handleMemoryPressure() {
        let hidden = prerenderOrder.count
        discardPrerendered()
        if hidden > 0 { logger.notice("memory pressure: dropped \(hidden) prerendered pages") }
        let warm = idle + warming
        idle.removeAll()
        warming.removeAll()
        for slot in warm { slot.close() }
        statistics.flushed += warm.count
        if !warm.isEmpty { logger.notice("memory pressure: closed \(warm.count) warm views") }
    }

    private func hand(_ slot: PooledSlot) -> WebContainer {
        let container = WebContainer(view: handOut(slot))
        container.viewsCome(from: engine.views, settings: settings(for: slot.profile), pool: self)
        return container
    }

    /// The pool's settings for a view of `profile`.
    func settings(for profile: WebsiteDataProfile) -> EngineSettings { settings.in(profile) }

    /// Leases `slot`'s view under a new token.
    func handOut(_ slot: PooledSlot) -> LeasedView {
        lastToken += 1
        let token = PoolToken(value: lastToken)
        slot.phase = .leased(token)
        slot.reuses += 1
        leased[token] = slot
        logger.debug("leased \(token)")
        return LeasedView(slot.view, token: token, pool: self)
    }
}

extension WebViewPool {
    /// The script a warm view answers with its URL, for engines' and fakes' use.
    package static var warmUpScript: String { PooledSlot.warmUpScript }

    /// A new id for a navigator's page, never given before by this pool.
    func nextPageID() -> Int {
        lastPageID += 1
        return lastPageID
    }
}
