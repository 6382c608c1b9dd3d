import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import XCTest
import HybridVocabulary

/// The engine's HTTP cache, counted by the loopback server.
final class CacheTests: XCTestCase {
    func test_warmRevisit_sendsNothingForMaxAge_andOnly304sForNoCacheWithETagOrLastModified() throws {
        try EngineHarness.run { _, server in
            let engine = try persistentEngine()
            await server.serveCacheSite()
            let cold = try await visitCacheSite(engine, server, origin: server.origin)
            for path in ["/cache/page.html"] + TestServer.cacheSiteAssets { XCTAssertTrue(cold.all(path, are: 200), "cold \(path): \(cold)") }
            let warm = try await visitCacheSite(engine, server, origin: server.origin)
            XCTAssertEqual(warm.count("/cache/max-age.css"), 0, "\(warm)")
            XCTAssertTrue(warm.all("/cache/no-cache-etag.css", are: 304), "\(warm)")
            XCTAssertTrue(warm.all("/cache/no-cache-date.js", are: 304), "\(warm)")
            XCTAssertTrue(warm.all("/cache/page.html", are: 304), "\(warm)")
        }
    }

    func test_noCacheModel_makesEveryRevisitA200() throws {
        try EngineHarness.run { _, server in
            let engine = try persistentEngine()
            engine.cacheModel = .noCache
            XCTAssertEqual(engine.cacheModel, .noCache)
            await server.serveCacheSite()
            _ = try await visitCacheSite(engine, server, origin: server.secondOrigin)
            let again = try await visitCacheSite(engine, server, origin: server.secondOrigin)
            for path in ["/cache/page.html"] + TestServer.cacheSiteAssets { XCTAssertTrue(again.all(path, are: 200), "\(path): \(again)") }
        }
    }

    func test_afterClearingTheCache_everyRequestIs200Again() throws {
        try EngineHarness.run { _, server in
            let engine = try persistentEngine()
            await server.serveCacheSite()
            _ = try await visitCacheSite(engine, server, origin: server.origin)
            try await waitUntilCached(engine, server.origin.host!)
            try await engine.websiteData.removeData(of: .httpCache, modifiedSince: .distantPast)
            let after = try await visitCacheSite(engine, server, origin: server.origin)
            for path in ["/cache/page.html"] + TestServer.cacheSiteAssets { XCTAssertTrue(after.all(path, are: 200), "\(path): \(after)") }
        }
    }

    func test_removingOneOriginsCache_leavesTheOtherOriginsCountersUnchanged() throws {
        try EngineHarness.run { _, server in
            let engine = try persistentEngine()
            await server.serveCacheSite()
            for origin in [server.origin, server.secondOrigin] { _ = try await visitCacheSite(engine, server, origin: origin) }
            try await waitUntilCached(engine, server.origin.host!, server.secondOrigin.host!)
            let warmFirst = try await visitCacheSite(engine, server, origin: server.origin)
            let records = try await engine.websiteData.records(of: .httpCache)
            XCTAssertTrue(records.contains { $0.name == server.secondOrigin.host }, "\(records)")
            let removed = try await WebsiteDataCleaner(engine: engine).remove(.httpCache, forSites: [server.secondOrigin.host!])
            XCTAssertEqual(removed, [server.secondOrigin.host!])
            let first = try await visitCacheSite(engine, server, origin: server.origin)
            XCTAssertEqual(first, warmFirst, "the origin left alone is still served from its cache")
            let second = try await visitCacheSite(engine, server, origin: server.secondOrigin)
            for path in ["/cache/page.html"] + TestServer.cacheSiteAssets { XCTAssertTrue(second.all(path, are: 200), "\(path): \(second)") }
        }
    }

    func test_loadCachePolicies_mapToWhatWebKitGTKCanDo() throws {
        try EngineHarness.run { _, server in
            let engine = try persistentEngine()
            await server.serveCacheSite()
            let url = server.url("/cache/page.html")
            @MainActor func statuses(_ policy: URLRequest.CachePolicy, twice: Bool = false) async throws -> [Int?] {
                let container = try EngineHarness.container(engine)
                defer { container.close() }
                if twice { try await container.load(url) }
                await server.clearRequests()
                try await container.load(URLRequest(url: url, cachePolicy: policy))
                return await server.requests(to: "/cache/page.html").map(\.status)
            }
            let cold = try await statuses(.useProtocolCachePolicy)
            XCTAssertEqual(cold, [200])
            try await waitUntilCached(engine, server.origin.host!)
            let revalidated = try await statuses(.useProtocolCachePolicy)
            XCTAssertEqual(revalidated, [304], "a no-cache page with an ETag is revalidated")
            let ignoring = try await statuses(.reloadIgnoringLocalCacheData)
            XCTAssertEqual(ignoring, [304], "another page's load ignoring the cache revalidates the document (no-cache request header)")
            let bypassed = try await statuses(.reloadIgnoringLocalCacheData, twice: true)
            XCTAssertEqual(bypassed, [200], "reloading the page shown ignoring the cache fetches it whole")
            let elseLoad = try await statuses(.returnCacheDataElseLoad)
            XCTAssertEqual(elseLoad, [304], "max-stale does not override the response's own no-cache in WebKit")
            let cacheOnly = try EngineHarness.container(engine)
            defer { cacheOnly.close() }
            do {
                try await cacheOnly.load(URLRequest(url: url, cachePolicy: .returnCacheDataDontLoad))
                XCTFail("cache-only loads are refused")
            } catch let error as EngineError {
                XCTAssertEqual(error.code, "cache_policy_unsupported")
            }
        }
    }
}
