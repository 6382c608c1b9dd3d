import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridCookies
import HybridStorage
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// The service snippets of the storage, website-data and parameters articles (HybridCore.docc), as written,
/// against the loopback server (its hosts for the articles').
final class ReadmeServicesExampleTests: XCTestCase {
    func test_readmeServiceSnippets_workTogether() throws {
        try EngineHarness.run { engine, server in
            defer { engine.customUserAgent = nil; engine.applicationNameForUserAgent = nil }
            let host = server.origin.host!
            await server.serve(html: "<title>shop</title>", at: "/shop")
            let container = try WebContainer(engine: engine)
            defer { container.close() }
            let storage = try BridgeStorage(fileURL: temporaryStorageFile(), quotaBytesPerSite: 5 << 20)
            storage.install(on: container.bridge)
            container.configuration.commonParameters = try CommonParameters(
                queryItems: [URLQueryItem(name: "channel", value: "store")], queryHosts: [host],
                headers: ["X-App-Version": "3.2"], headerHosts: [host],
                scriptValues: ["userId": "u-1"], scriptOrigins: [try BridgeOrigin(serializedOrigin(server.origin))])
            engine.applicationNameForUserAgent = "ShopApp/3.2"
            container.configuration.navigationPolicy = NavigationPolicyChain([
                ExternalSchemes(),
                AllowedHosts([host]),
                NewWindows { $0.request.url?.host == "pay.example.com" ? .newContainer : .sameView },
            ])
            try await container.load(server.url("/shop"))
            try await eventually("bridge connected") { container.bridge.isPageReady }
            let page = try await BridgePage.run(container, """
                await hybrid.storage.set('cart', {items: 3});
                return [hybrid.values.userId, navigator.userAgent.endsWith(' ShopApp/3.2'), location.search];
                """)
            XCTAssertEqual(page, ["u-1", true, "?channel=store"])
            let sent = await server.requests(to: "/shop").last?.headers
            XCTAssertEqual(sent?["x-app-version"], "3.2", "the parameters article promises the header on main-frame requests")
            XCTAssertEqual(sent?["user-agent"]?.hasSuffix(" ShopApp/3.2"), true, "and the user agent on every request")
            let cart = try storage.value(for: "cart", origin: try BridgeOrigin(serializedOrigin(server.origin)))
            XCTAssertEqual(cart, #"{"items":3}"#)
            let cleaner = WebsiteDataCleaner(engine: engine, jar: CookieJar(), storages: [storage])
            try await cleaner.remove(.all, forSites: [host])
            try await cleaner.remove(.httpCache, modifiedSince: .now - 3600)
            XCTAssertEqual(try storage.origins(), [])
        }
    }
}
