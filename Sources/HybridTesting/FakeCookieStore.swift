import HybridCore
import HybridCookies
import HybridVocabulary
import HybridEngineInterface

/// An in-memory web cookie store that counts writes and lets a test play the page.
@MainActor
package final class FakeCookieStore: WebCookieStore {
    package init() {}
    package var cookies: [Cookie.Identity: Cookie] = [:]
    package var writes = 0
    package var replacements = 0
    private let observers = ObserverRegistry<@MainActor () -> Void>()

    package var reads = 0
    package var deleteBatches = 0
    /// When set, writes do not finish until ``releaseWrites()``: a store that is stuck.
    package var holdsWrites = false
    private var heldWrites: [CheckedContinuation<Void, Never>] = []

    package func allCookies() async throws -> [Cookie] {
        reads += 1
        return Array(cookies.values)
    }

    package func releaseWrites() {
        holdsWrites = false
        heldWrites.forEach { $0.resume() }
        heldWrites.removeAll()
    }

    private func hold() async {
        if holdsWrites { await withCheckedContinuation { heldWrites.append($0) } }
    }

    package func deleteCookies(_ cookies: [Cookie]) async throws {
        guard !cookies.isEmpty else { return }
        deleteBatches += 1
        for cookie in cookies { try await deleteCookie(cookie) }
    }

    package func setCookie(_ cookie: Cookie) async throws {
        await hold()
        writes += 1
        cookies[cookie.identity] = cookie
        changed()
    }

    package func replaceAllCookies(with cookies: [Cookie]) async throws {
        replacements += 1
        self.cookies = Dictionary(cookies.map { ($0.identity, $0) }, uniquingKeysWith: { _, last in last })
        changed()
    }

    package func deleteCookie(_ cookie: Cookie) async throws {
        await hold()
        writes += 1
        cookies[cookie.identity] = nil
        changed()
    }

    package func addChangeObserver(_ observer: @escaping @MainActor () -> Void) -> ObservationToken {
        observers.add(observer)
    }

    /// What a page's `document.cookie` or a response does: change the store behind the sync's back.
    package func pageSets(_ cookie: Cookie) {
        cookies[cookie.identity] = cookie
        changed()
    }

    package func pageDeletes(_ identity: Cookie.Identity) {
        cookies[identity] = nil
        changed()
    }

    private func changed() { observers.all.forEach { $0() } }
}
