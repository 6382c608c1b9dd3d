import Foundation
import HybridCore
import HybridCookies
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary
import HybridEngineInterface

/// Website data by type, date and site, on the engine and the app's cookie jar together.
final class WebsiteDataTests: XCTestCase {
    func test_aPersistentEngineThatMadeNoViewYet_fetchesAndClearsWithoutCrashing() throws {
        try EngineHarness.run { _, _ in
            let engine = try persistentEngine()
            let records = try await engine.websiteData.records(of: .all)
            XCTAssertEqual(records, [])
            try await engine.websiteData.removeData(of: .all, modifiedSince: .distantPast)
            try await engine.websiteData.removeData(of: .all, for: records)
            try await engine.websiteData.removeData(of: .all, for: [WebsiteDataRecord(name: "gone.example", types: .cookies)])
        }
    }

    /// An app that cleans data at start-up, then registers its offline scheme.
    func test_aFreshPersistentEngine_cleansFirst_thenRegistersAScheme_andItsViewsShareTheStoreItCleaned() throws {
        let handler = TestSchemeHandler(root: try SchemeFixture.folder(["index.html": Data("<title>offline</title>".utf8)]))
        try EngineHarness.run { _, server in
            let engine = try persistentEngine()
            try await engine.websiteData.removeData(of: .all, modifiedSince: .distantPast)
            try engine.registerURLScheme("app", handler: handler)
            let offline = try await SchemeEngine.open(URL(string: "app://bundle/index.html")!, on: engine)
            defer { offline.close() }
            let title = try await offline.evaluateJavaScript("document.title")
            XCTAssertEqual(title, "offline")
            await server.serve(html: "<title>web</title>", at: "/data-before-views")
            let web = try EngineHarness.container(engine)
            defer { web.close() }
            try await web.load(server.url("/data-before-views"))
            _ = try await web.evaluateJavaScript("localStorage.setItem('k', 'v'); 1")
            try await eventually("the views write to the store cleaned before them") {
                try await engine.websiteData.records(of: .localStorage).map(\.name).contains(server.origin.host!)
            }
        }
    }

    func test_removingOneSitesStorageAndCookies_leavesTheOtherSite_inEngineAndJar() throws {
        try EngineHarness.run { _, server in
            let engine = try persistentEngine()
            let jar = CookieJar()
            for origin in [server.origin, server.secondOrigin] {
                let container = try EngineHarness.container(engine)
                defer { container.close() }
                try await container.load(URL(string: "/set-cookie?cookie=sid%3D1%3B%20Max-Age%3D3600", relativeTo: origin)!.absoluteURL)
                _ = try await container.evaluateJavaScript("localStorage.setItem('k', location.host); 1")
                jar.set(Cookie(name: "native", value: "1", domain: origin.host!))
            }
            try await eventually("both sites hold data") {
                let names = Set(try await engine.websiteData.records(of: [.localStorage, .cookies]).map(\.name))
                return names.isSuperset(of: [server.origin.host!, server.secondOrigin.host!])
            }
            let cleaner = WebsiteDataCleaner(engine: engine, jar: jar)
            let removed = try await cleaner.remove([.localStorage, .cookies], forSites: [server.secondOrigin.host!])
            XCTAssertEqual(Set(removed), [server.secondOrigin.host!])
            let left = try await engine.websiteData.records(of: [.localStorage, .cookies]).map(\.name)
            XCTAssertEqual(left, [server.origin.host!])
            XCTAssertEqual(jar.allCookies().map(\.domain), [server.origin.host!])
            let stored = try await engine.cookieStore.allCookies().map(\.domain)
            XCTAssertEqual(stored, [server.origin.host!])
        }
    }

    func test_removingCookiesByDate_worksOnTheJar_WebKitGTKKeepsItsOwn_andRemovingAllEmptiesBoth() throws {
        try EngineHarness.run { _, server in
            let engine = try persistentEngine()
            let jar = CookieJar()
            let cutoff = Date()
            jar.set(Cookie(name: "old", value: "1", domain: "127.0.0.1", creationTime: cutoff.addingTimeInterval(-3600)))
            jar.set(Cookie(name: "new", value: "1", domain: "127.0.0.1", creationTime: cutoff.addingTimeInterval(1)))
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try await container.load(server.url("/set-cookie?cookie=fresh%3D1%3B%20Max-Age%3D3600"))
            let cleaner = WebsiteDataCleaner(engine: engine, jar: jar)
            try await cleaner.remove(.cookies, modifiedSince: cutoff)
            XCTAssertEqual(jar.allCookies().map(\.name), ["old"])
            let stored = try await engine.cookieStore.allCookies().map(\.name)
            XCTAssertEqual(stored, ["fresh"], "WebKitGTK ignores cookies in a clear with a time span (documented gap)")
            try await cleaner.remove(.cookies)
            XCTAssertTrue(jar.allCookies().isEmpty)
            let none = try await engine.cookieStore.allCookies()
            XCTAssertTrue(none.isEmpty)
        }
    }
}
