import Foundation
@testable import HybridCore
@testable import HybridCookies
import HybridTesting
import Testing

@MainActor
struct CookieSyncUnitTests {
    private let site = URL(string: "https://app.example.com/")!

    private func started(_ jar: CookieJar, _ store: FakeCookieStore) async throws -> CookieSync {
        let sync = CookieSync(jar: jar, store: store)
        try await sync.start()
        return sync
    }

    @Test func start_mergesBothSides_jarWinsOnConflict() async throws {
        let jar = CookieJar()
        jar.set(setCookieHeader: "shared=jar; Path=/", for: site)
        jar.set(setCookieHeader: "native=1; Path=/", for: site)
        let store = FakeCookieStore()
        store.cookies[Cookie.Identity(name: "shared", domain: "app.example.com", path: "/")] =
            Cookie(name: "shared", value: "store", domain: "app.example.com")
        store.cookies[Cookie.Identity(name: "web", domain: "app.example.com", path: "/")] =
            Cookie(name: "web", value: "1", domain: "app.example.com")
        _ = try await started(jar, store)
        #expect(Set(store.cookies.values.map { "\($0.name)=\($0.value)" }) == ["shared=jar", "native=1", "web=1"])
        #expect(Set(jar.allCookies().map { "\($0.name)=\($0.value)" }) == ["shared=jar", "native=1", "web=1"])
    }

    @Test func pageChange_reachesJar_andIsNotWrittenBack() async throws {
        let jar = CookieJar()
        let store = FakeCookieStore()
        let sync = try await started(jar, store)
        store.pageSets(Cookie(name: "theme", value: "dark", domain: "app.example.com", httpOnly: true))
        await sync.flush()
        await sync.flush()
        #expect(jar.cookieHeader(for: site) == "theme=dark")
        #expect(store.writes == 0, "the jar's echo must not be written back to the store")
    }

    @Test func jarChangeAndDeletion_reachStore_exactlyOnceEach() async throws {
        let jar = CookieJar()
        let store = FakeCookieStore()
        let sync = try await started(jar, store)
        jar.set(setCookieHeader: "a=1; Path=/", for: site)
        await sync.flush()
        #expect(store.cookies.count == 1)
        #expect(store.writes == 1)
        jar.delete(Cookie.Identity(name: "a", domain: "app.example.com", path: "/"))
        await sync.flush()
        await sync.flush()
        #expect(store.cookies.isEmpty)
        #expect(store.writes == 2)
    }

    @Test func pageDeletion_reachesJar() async throws {
        let jar = CookieJar()
        jar.set(setCookieHeader: "a=1; Path=/", for: site)
        let store = FakeCookieStore()
        let sync = try await started(jar, store)
        store.pageDeletes(Cookie.Identity(name: "a", domain: "app.example.com", path: "/"))
        await sync.flush()
        #expect(jar.allCookies().isEmpty)
    }

    @Test func storeDetailsItCannotKeep_areNotChanges() {
        let jarCookie = Cookie(name: "a", value: "1", domain: "x.test", expiresAt: Date(timeIntervalSince1970: 100.75),
                               creationTime: Date(timeIntervalSince1970: 5), sameSite: .unspecified)
        var storeCookie = jarCookie
        storeCookie.expiresAt = Date(timeIntervalSince1970: 100)
        storeCookie.creationTime = Date()
        storeCookie.sameSite = .none
        #expect(CookieSyncEquivalence.equivalent(jarCookie, storeCookie))
        storeCookie.value = "2"
        #expect(!CookieSyncEquivalence.equivalent(jarCookie, storeCookie))
    }
}

@MainActor
struct CookieSyncBulkStartTests {
    @Test func startWithManyCookies_replacesInOneOperation_keepingStoreOnlyCookies() async throws {
        let site = URL(string: "https://app.example.com/")!
        let jar = CookieJar()
        for index in 0..<20 { jar.set(setCookieHeader: "n\(index)=\(index); Path=/", for: site) }
        let store = FakeCookieStore()
        store.pageSets(Cookie(name: "web", value: "1", domain: "app.example.com"))
        let sync = CookieSync(jar: jar, store: store)
        try await sync.start()
        #expect(store.cookies.count == 21)
        #expect(store.replacements == 1)
        #expect(store.writes == 0, "no cookie-by-cookie writes")
        #expect(jar.allCookies().count == 21)
    }
}
