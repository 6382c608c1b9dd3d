import Foundation

/// The app's cookie jar: RFC 6265bis storage, lookups and `Cookie` headers.
///
/// One jar is shared by native code, the bridge and CookieSync, from any
/// thread, so all state sits behind one lock and observers are called after
/// the lock is released (an observer may call back into the jar).
public final class CookieJar: @unchecked Sendable {
    public let configuration: CookieJar.Configuration
    let lock = NSLock()
    var index: CookieIndex
    private var observers: [UUID: @Sendable (CookieJarChange) -> Void] = [:]

    public init(configuration: CookieJar.Configuration = .init()) {
        self.configuration = configuration
        self.index = CookieIndex(publicSuffixList: configuration.publicSuffixList)
    }

    var now: Date { configuration.clock.now() }

    /// Registers an observer for every change; keep the token to remove it again.
    @discardableResult
    package func addObserver(_ observer: @escaping @Sendable (CookieJarChange) -> Void) -> CookieJarObservation {
        let id = UUID()
        lock.withLock { observers[id] = observer }
        return CookieJarObservation { [weak self] in
            guard let self else { return }
            _ = self.lock.withLock { self.observers.removeValue(forKey: id) }
        }
    }

    /// Calls the observers, outside the lock, in the order the changes happened.
    func notify(_ changes: [CookieJarChange]) {
        guard !changes.isEmpty else { return }
        let current = lock.withLock { Array(observers.values) }
        for change in changes {
            for observer in current { observer(change) }
        }
    }

    /// Runs `body` under the lock, then reports the changes it returns.
    func mutate<Result>(_ body: (inout CookieIndex, Date) -> (Result, [CookieJarChange])) -> Result {
        let (result, changes) = lock.withLock { body(&index, now) }
        notify(changes)
        return result
    }

    /// Number of stored cookies, expired ones not yet removed included.
    public var count: Int { lock.withLock { index.count } }

    /// Every unexpired cookie, in creation order.
    public func allCookies() -> [Cookie] {
        let now = self.now
        return lock.withLock { index.orderedEntries() }.map(\.cookie).filter { ($0.expiresAt ?? .distantFuture) > now }
    }

    /// The stored cookie with this name, domain and path (what identifies a cookie), if any.
    /// `domain` is the cookie's domain as stored: lowercased, without a leading dot.
    public func cookie(named name: String, domain: String, path: String = "/") -> Cookie? {
        cookie(for: Cookie.Identity(name: name, domain: domain, path: path))
    }

    /// The stored cookie with this identity, if any.
    package func cookie(for identity: Cookie.Identity) -> Cookie? {
        lock.withLock { index.cookie(for: identity) }
    }
}
