import Foundation
@testable import HybridCore
import HybridCookies
import HybridVocabulary
import HybridTesting
import Testing

/// The coalescing rule against the fake store: a burst of change notices costs
/// one read, however many turns of the main actor it spans; a flush reads at
/// once; and a load waits only for the jar changes of its own host.
@MainActor
@Suite struct CookieStoreReadsTests {
    private let site = URL(string: "https://app.example.com/")!

    private func started(quiet: Duration, longest: Duration = .seconds(30)) async throws -> (CookieJar, FakeCookieStore, CookieSync) {
        let jar = CookieJar()
        let store = FakeCookieStore()
        let sync = CookieSync(jar: jar, store: store, profile: .default, readTiming: .init(quiet: quiet, longest: longest))
        try await sync.start()
        return (jar, store, sync)
    }

    @Test func aBurstSpreadOverManyTurns_isReadOnce() async throws {
        let (jar, store, sync) = try await started(quiet: .seconds(2))  // longer than any pause a busy machine puts between turns
        let readsBefore = store.reads
        for index in 0..<150 {
            store.pageSets(Cookie(name: "burst\(index)", value: "v", domain: "app.example.com"))
            await Task.yield()
        }
        try await eventually("the burst reached the jar") { jar.allCookies().count == 150 }
        #expect(store.reads - readsBefore == 1, "one read for the whole burst, not one per notice")
        withExtendedLifetime(sync) {}
    }

    @Test func aPageThatNeverStops_isStillReadByTheLongestWait() async throws {
        let (jar, store, sync) = try await started(quiet: .seconds(30), longest: .milliseconds(100))
        store.pageSets(Cookie(name: "first", value: "v", domain: "app.example.com"))
        try await eventually("read without waiting for quiet") { jar.cookie(named: "first", domain: "app.example.com") != nil }
        withExtendedLifetime(sync) {}
    }

    @Test func flush_readsAtOnce_withoutWaitingForTheBurstToEnd() async throws {
        let (jar, store, sync) = try await started(quiet: .seconds(30))
        store.pageSets(Cookie(name: "session", value: "1", domain: "app.example.com"))
        let started = ContinuousClock.now
        await sync.flush()
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(jar.allCookies().map(\.name) == ["session"])
    }

    @Test func aLoad_waitsOnlyForItsOwnHostsCookies() async throws {
        let (jar, store, sync) = try await started(quiet: .milliseconds(50))
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        defer { container.close() }
        container.configuration.cookieSync = sync
        store.holdsWrites = true
        jar.set(setCookieHeader: "theme=dark; Path=/", for: URL(string: "https://other.example.org/")!)
        let load = Task { try? await container.load(site, timeout: .seconds(2)) }
        try await eventually("the load of another host started") { !view.loadedRequests.isEmpty }
        load.cancel()
        #expect(await sync.flush(forLoadOf: URL(string: "https://other.example.org/a")!, within: .milliseconds(100)) == false,
                "a load of the cookie's own host still waits for it")
        store.releaseWrites()
        await sync.flush()
    }
}
