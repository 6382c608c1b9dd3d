import Foundation
import HybridCore
import HybridCookies
import HybridStorage
import HybridTestServer
import HybridTesting
import HybridWebKitGTK
import XCTest
import HybridVocabulary

/// The profiles article's example (HybridCore.docc/Profiles.md), as written, for alice and bob on one loopback
/// site: each profile's `hybrid.storage` and jar are its own, and alice's logout leaves nothing of her.
final class ReadmeProfilesExampleTests: XCTestCase {
    @MainActor
    static func open(_ name: String, _ engine: GTKEngine, _ pool: WebViewPool) async throws -> (WebContainer, BridgeStorage, CookieJar) {
        // The article's lines, with `alice` as a parameter.
        let alice = try WebsiteDataProfile.named(name)
        let folder = engine.folder(for: alice)!                      // GTKEngine: DATA/profiles/alice
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var configuration = ContainerConfiguration()
        configuration.profile = alice
        let jar = try CookieJar(contentsOf: folder.appendingPathComponent("cookies.json"))
        configuration.cookieSync = try CookieSync(jar: jar, engine: engine, profile: alice)
        try await configuration.cookieSync?.start()
        configuration.permissionStore = try PermissionStore(file: folder.appendingPathComponent("permissions.json"), profile: alice)
        let container = try await pool.lease(configuration: configuration)  // a view of alice's profile only
        let storage = try BridgeStorage(fileURL: folder.appendingPathComponent("h5.sqlite"), profile: alice)
        storage.install(on: container.bridge)                       // her pages' hybrid.storage, in her folder
        return (container, storage, jar)
    }

    func test_readmeProfilesExample_keepsEachProfilesStorageAndJar_andLogoutLeavesNothing() throws {
        try EngineHarness.run(limit: .seconds(90)) { _, server in
            let (engine, _) = try ProfileFixture.engine()
            await ProfileFixture.serveSite(server)
            let pool = WebViewPool(engine: engine)
            let (alice, aliceStorage, aliceJar) = try await Self.open("alice", engine, pool)
            let (bob, _, bobJar) = try await Self.open("bob", engine, pool)
            defer { bob.close() }
            try await alice.load(server.url("/profiles/login?user=alice"))
            try await bob.load(server.url("/profiles/login?user=bob"))
            for container in [alice, bob] { try await eventually("bridge connected") { container.bridge.isPageReady } }
            _ = try await BridgePage.run(alice, "await hybrid.storage.set('cart', {items: 3})")
            let bobSees = try await BridgePage.run(bob, "return await hybrid.storage.get('cart') ?? 'nothing'")
            XCTAssertEqual(bobSees, "nothing", "bob's hybrid.storage is not alice's")
            let aliceSees = try await BridgePage.run(alice, "return (await hybrid.storage.get('cart')).items")
            XCTAssertEqual(aliceSees, 3)
            try await eventually("each jar has its own login") {
                aliceJar.allCookies().map(\.value) == ["alice"] && bobJar.allCookies().map(\.value) == ["bob"]
            }
            let aliceFolder = try XCTUnwrap(engine.folder(for: .named("alice")))
            _ = aliceStorage
            try await engine.removeProfile(.named("alice"))
            XCTAssertTrue(alice.isClosed)
            XCTAssertEqual(ProfileFixture.files(under: aliceFolder), [], "her jar, storage, permissions and website data are gone")
            try await Task.sleep(for: .seconds(2))  // her sync and storage objects still live: nothing of hers comes back
            XCTAssertEqual(ProfileFixture.files(under: aliceFolder), [])
            XCTAssertEqual(bobJar.allCookies().map(\.value), ["bob"])
        }
    }
}
