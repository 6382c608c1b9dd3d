import Foundation
import HybridCookies
import Logging
import HybridVocabulary
import HybridEngineInterface

/// Keeps the app's `CookieJar` and an engine's cookie store the same,
/// both ways, HttpOnly cookies included.
///
/// What the store holds is remembered, so a change that comes back from the
/// other side is recognised and not sent again: no loops. Bursts coalesce: the
/// store is read once per burst of change notices (`CookieStoreReads`), and
/// jar changes go over as one batch, so a page that floods the store with
/// cookies costs one read of what it wrote, not a read per cookie. Writes to the
/// store go one batch at a time and may overlap a read; a read ignores the
/// cookies written while it was under way, so it never undoes them.
/// Start it before the first load; ``WebContainer`` awaits
/// ``flush(forLoadOf:within:)`` before each load, so a cookie set natively just
/// before is on the first request, while another host's flood holds nothing up.
@MainActor
public final class CookieSync {
    public let jar: CookieJar
    package let store: any WebCookieStore
    /// The profile whose cookie store it keeps in step: a container of another
    /// profile refuses to load with it, and a pool gives it only to that profile's leases.
    public let profile: WebsiteDataProfile
    /// Told about every failed store operation; the sync goes on.
    public var onError: ((any Error) -> Void)?

    /// What the store is believed to hold, by identity.
    var known: [Cookie.Identity: Cookie] = [:]
    private var jarObservation: CookieJarObservation?
    private var storeObservation: ObservationToken?
    private let pushes = CookieSyncQueue()
    private let readTiming: CookieStoreReads.Timing
    private lazy var reads = CookieStoreReads(
        timing: readTiming, read: { [weak self] in try await self?.pull() }, onError: { [weak self] in self?.report($0) })
    /// Cookies being written to the store right now.
    private var inFlight: [Cookie] = []
    /// Identities written while a read was under way; `nil` when no read is.
    private var writtenDuringRead: Set<Cookie.Identity>?
    /// Jar changes not yet sent to the store.
    private var outbox = CookieSyncOutbox()
    let logger = HybridLog.logger("hybridkit.cookiesync")

    /// Keeps `jar` and the cookie store of `engine`'s views in step (after ``start()``).
    public convenience init(jar: CookieJar, engine: any WebEngine) {
        self.init(jar: jar, store: engine.views.cookieStore)
    }

    /// Keeps `jar` and the cookie store of `profile`'s views in step: one jar per
    /// profile (an ephemeral profile's jar kept in memory only).
    /// - Throws: when the engine cannot make the profile's store.
    public convenience init(jar: CookieJar, engine: any WebEngine, profile: WebsiteDataProfile) throws {
        self.init(jar: jar, store: try engine.views.cookieStore(for: profile), profile: profile)
    }

    package convenience init(jar: CookieJar, store: any WebCookieStore, profile: WebsiteDataProfile = .default) {
        self.init(jar: jar, store: store, profile: profile, readTiming: .standard)
    }

    /// `readTiming` sets what counts as one burst of store changes (tests stretch it).
    init(jar: CookieJar, store: any WebCookieStore, profile: WebsiteDataProfile, readTiming: CookieStoreReads.Timing) {
        self.jar = jar
        self.store = store
        self.profile = profile
        self.readTiming = readTiming
    }

    public var isRunning: Bool { jarObservation != nil }

    /// Merges both sides once (the jar wins where both have a cookie), then
    /// follows every change. Returns when the store has all of the jar's cookies.
    public func start() async throws {
        guard !isRunning else { return }
        let stored = try await store.allCookies()
        known = Dictionary(stored.map { ($0.identity, $0) }, uniquingKeysWith: { _, last in last })
        let jarCookies = jar.allCookies()
        let jarIdentities = Set(jarCookies.map(\.identity))
        for cookie in stored where !jarIdentities.contains(cookie.identity) { jar.set(cookie) }
        let changed = jarCookies.filter { !CookieSyncEquivalence.equivalent(known[$0.identity], $0) }
        if changed.count > 8 {
            // Many at once (a first start): the merged set goes over in one operation.
            // Order is kept (the store's own first, then the jar's) so Cookie headers keep creation order.
            for cookie in changed { known[cookie.identity] = cookie }
            let changedIdentities = Set(changed.map(\.identity))
            try await store.replaceAllCookies(with: stored.filter { !changedIdentities.contains($0.identity) } + changed)
        } else {
            try await push(changed)
        }
        jarObservation = jar.addObserver { [weak self] change in
            // Changes made on the main thread are queued before the call returns, so a
            // load right after a native login waits for them; other threads hop over.
            if Thread.isMainThread {
                MainActor.assumeIsolated { self?.jarDidChange(change) }
            } else {
                Task { @MainActor in self?.jarDidChange(change) }
            }
        }
        storeObservation = store.addChangeObserver { [weak self] in self?.reads.storeChanged() }
    }

    /// Stops following changes; nothing already synced is undone.
    public func stop() {
        jarObservation?.cancel()
        storeObservation?.cancel()
        jarObservation = nil
        storeObservation = nil
    }

    /// Returns once every change seen so far has reached the other side (the
    /// store is read at once, without waiting for its burst to end).
    public func flush() async {
        repeat {
            await pushes.drain()
            await reads.flush()
        } while !pushes.isIdle || reads.isDue
    }

    /// Returns once the jar's changes that a load of `url` would carry are in the
    /// store, or after `limit`; returns whether they are. Reads of the store never
    /// hold a load (the engine already has what its pages wrote), nor do other
    /// hosts' cookies. A `nil` URL (back, reload) waits for every jar change.
    public func flush(forLoadOf url: URL?, within limit: Duration) async -> Bool {
        let host = url?.host?.lowercased()
        let carried = { (cookie: Cookie) in host.map { DomainName.domainMatches(host: $0, domain: cookie.domain) } ?? true }
        guard outbox.contains(where: carried) || inFlight.contains(where: carried) else { return true }
        return await Deadline.run(timeout: limit, onTimeout: false) { [weak self] in
            await self?.pushes.drain()
            return true
        }
    }

    /// Like ``flush()``, but gives up after `limit`; returns whether everything reached the other side.
    public func flush(within limit: Duration) async -> Bool {
        await Deadline.run(timeout: limit, onTimeout: false) { [weak self] in
            await self?.flush()
            return true
        }
    }

    private func jarDidChange(_ change: CookieJarChange) {
        outbox.add(change)
        pushes.enqueueOnce({ [weak self] in try await self?.pushOutbox() }, onError: { [weak self] in self?.report($0) })
    }

    /// Sends the jar's changes since the last push, each cookie's last change only, in one batch each way.
    private func pushOutbox() async throws {
        let (sets, deletions) = outbox.take()
        let gone = deletions.filter { known[$0.identity] != nil }
        let changed = sets.filter { !CookieSyncEquivalence.equivalent(known[$0.identity], $0) }
        inFlight = gone + changed
        defer { inFlight = [] }
        for cookie in gone { known[cookie.identity] = nil }
        writtenDuringRead?.formUnion(gone.map(\.identity))
        try await store.deleteCookies(gone)
        try await push(changed)
    }

    private func push(_ cookies: [Cookie]) async throws {
        guard !cookies.isEmpty else { return }
        for cookie in cookies { known[cookie.identity] = cookie }
        writtenDuringRead?.formUnion(cookies.map(\.identity))
        try await store.setCookies(cookies)
    }

    /// Reads the store and applies what changed since the last read to the jar.
    /// A cookie written while the read was under way keeps what was written: the
    /// read may predate it, and the store's notice of it brings another read.
    private func pull() async throws {
        writtenDuringRead = []
        defer { writtenDuringRead = nil }
        let stored = try await store.allCookies()
        let written = writtenDuringRead ?? []
        var current: [Cookie.Identity: Cookie] = [:]
        for cookie in stored where !written.contains(cookie.identity) { current[cookie.identity] = cookie }
        for (identity, cookie) in current where !CookieSyncEquivalence.equivalent(known[identity], cookie) {
            jar.set(CookieSyncEquivalence.merged(fromStore: cookie, into: jar.cookie(for: identity)))
        }
        for (identity, _) in known where current[identity] == nil && !written.contains(identity) {
            jar.delete(identity)
        }
        for identity in written { current[identity] = known[identity] }
        known = current
    }

    private func report(_ error: any Error) {
        logger.error("cookie sync: \(error)")
        onError?(error)
    }
}
