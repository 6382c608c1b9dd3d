import Foundation
import HybridCore
import HybridCookies
import HybridTesting
import XCTest
import HybridVocabulary

/// A page that floods the store with cookies: the sync reads once per burst,
/// writes back in batches, and a load never waits past its own time for it.
///
/// Stays in XCTest, which runs one test at a time: the flood holds the main
/// actor for seconds, which would stall Swift Testing's parallel main-actor
/// tests past their time limits, and the timeout test measures wall-clock time.
final class CookieFloodTests: XCTestCase {
    private let site = URL(string: "https://app.example.com/")!

    @MainActor
    private func started() async throws -> (CookieJar, FakeCookieStore, CookieSync) {
        let jar = CookieJar()
        let store = FakeCookieStore()
        let sync = CookieSync(jar: jar, store: store)
        try await sync.start()
        return (jar, store, sync)
    }

    @MainActor
    func test_fiveThousandPageCookies_areReadOncePerBurst_andTheEvictedGoBackInOneBatch() async throws {
        let (jar, store, sync) = try await started()
        let readsBefore = store.reads
        for index in 0..<5_000 {
            store.pageSets(Cookie(name: "f\(index)", value: String(repeating: "v", count: 64), domain: "app.example.com"))
        }
        await sync.flush()
        await sync.flush()
        XCTAssertEqual(jar.allCookies().count, 180, "the jar keeps its per-domain limit")
        XCTAssertEqual(store.cookies.count, 180, "the store ends with what the jar kept")
        XCTAssertLessThanOrEqual(store.reads - readsBefore, 3, "one read per burst, not one per change")
        XCTAssertEqual(store.deleteBatches, 1, "the evicted cookies go back in one batch")
        XCTAssertEqual(store.writes, 5_000 - 180, "each evicted cookie deleted once, nothing written back")
    }

    @MainActor
    func test_aLoad_failsAtItsOwnTimeout_whileTheSyncIsStuck_namingTheSync() async throws {
        let (jar, store, sync) = try await started()
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        defer { container.close() }
        container.configuration.cookieSync = sync
        store.holdsWrites = true
        jar.set(setCookieHeader: "session=1; Path=/", for: site)
        let started = ContinuousClock.now
        do {
            try await container.load(site, timeout: .milliseconds(300))
            XCTFail("the load must not start while the app's cookie is not in the store")
        } catch let error as NavigationError {
            XCTAssertEqual(error.code, "cookie_sync_timed_out")
        }
        let elapsed = ContinuousClock.now - started
        XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(300))
        XCTAssertLessThan(elapsed, .milliseconds(800), "never much later than its own timeout")
        XCTAssertTrue(view.loadedRequests.isEmpty, "nothing was requested")
        store.releaseWrites()
        await sync.flush()
        XCTAssertEqual(store.cookies.count, 1, "the cookie still arrives, and is not lost")
    }
}
