import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import XCTest
import HybridVocabulary

/// A location grant remembered in one profile, in a real WebKit: the same site
/// in another profile is asked again, even when the app hands it the wrong store.
final class ProfilePermissionTests: XCTestCase {
    static let page = """
        <title>locate</title><script>
        window.locate = () => new Promise(resolve => navigator.geolocation.getCurrentPosition(
          p => resolve(p.coords.latitude), e => resolve('error ' + e.code), {timeout: 5000}));
        </script>
        """

    @MainActor
    static func locate(_ engine: GTKEngine, _ server: TestServer, _ profile: WebsiteDataProfile,
                       store: PermissionStore, delegate: DeviceDelegate) async throws -> JSONValue {
        var configuration = ContainerConfiguration()
        configuration.profile = profile
        configuration.permissionStore = store
        configuration.delegate = delegate
        let container = try WebContainer(engine: engine, configuration: configuration)
        let window = try HybridWindow(container: container, width: 300, height: 300)
        defer { window.close() }
        window.show()
        try await container.load(server.url("/profiles/locate"))
        return try await container.callAsyncJavaScript("return await locate()")
    }

    @MainActor
    static func store(_ engine: GTKEngine, _ profile: WebsiteDataProfile) throws -> PermissionStore {
        let folder = try XCTUnwrap(engine.folder(for: profile))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try PermissionStore(file: folder.appendingPathComponent("permissions.json"), profile: profile)
    }

    func test_permissionGrantRememberedInOneProfile_isNotRememberedInAnother() throws {
        try EngineHarness.run { _, server in
            let (engine, _) = try ProfileFixture.engine()
            engine.geolocationPosition = try GeolocationPosition(latitude: 48.85, longitude: 2.35, accuracy: 10)
            await server.serve(html: Self.page, at: "/profiles/locate")
            let alice = try WebsiteDataProfile.named("alice"), bob = try WebsiteDataProfile.named("bob")
            let aliceStore = try Self.store(engine, alice), bobStore = try Self.store(engine, bob)
            let granting = DeviceDelegate()
            granting.decision = .grant(remembering: .persistently)
            let first = try await Self.locate(engine, server, alice, store: aliceStore, delegate: granting)
            XCTAssertEqual(first, .number(48.85))

            let asked = DeviceDelegate()
            let again = try await Self.locate(engine, server, alice, store: aliceStore, delegate: asked)
            XCTAssertEqual(again, .number(48.85), "alice's grant is remembered for her")
            XCTAssertEqual(asked.permissionRequests.count, 0)

            let inBob = try await Self.locate(engine, server, bob, store: bobStore, delegate: asked)
            XCTAssertEqual(inBob, .string("error 1"), "bob's profile does not have alice's grant")
            XCTAssertEqual(asked.permissionRequests.count, 1, "bob's page asked the app")

            let wrongStore = try await Self.locate(engine, server, bob, store: aliceStore, delegate: asked)
            XCTAssertEqual(wrongStore, .string("error 1"), "alice's store given to bob's page grants nothing")
            XCTAssertEqual(asked.permissionRequests.count, 2)
        }
    }
}
