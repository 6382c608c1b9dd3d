import Foundation
@testable import HybridCore
import HybridCookies
import HybridVocabulary
import HybridEngineInterface
import HybridTesting
import Testing

/// A container's page stays in the profile its view was made in; its
/// remembered permissions are that profile's only.
@MainActor
struct ContainerProfileTests {
    @Test func containerMadeWithAConfiguration_getsAViewOfItsProfile() throws {
        let engine = FakeWebEngine()
        var configuration = ContainerConfiguration()
        configuration.profile = .ephemeral
        let container = try WebContainer(engine: engine, configuration: configuration)
        defer { container.close() }
        #expect(engine.views.map(\.profile) == [.ephemeral])
    }

    @Test func configurationNamingAnotherProfile_makesLoadsFail_andNothingIsLoaded() async throws {
        let engine = FakeWebEngine()
        let container = try WebContainer(engine: engine, configuration: ContainerConfiguration())
        defer { container.close() }
        var other = container.configuration
        other.profile = try .named("alice")
        container.configure(other)
        await #expect(throws: EngineError.invalidArgument(
            "this container's page is in the default profile, but its configuration asks for profile alice; "
                + "a profile is chosen when the view is made, so make or lease a new container with this configuration")) {
            try await container.load(URL(string: "https://app.example/")!)
        }
        #expect(engine.views.first?.loadedRequests.isEmpty == true)
    }

    @Test func permissionStoreOfAnotherProfile_isNeitherReadNorWritten() throws {
        let engine = FakeWebEngine()
        var configuration = ContainerConfiguration()
        configuration.profile = try .named("bob")
        let container = try WebContainer(engine: engine, configuration: configuration)
        defer { container.close() }
        let alices = PermissionStore(profile: try .named("alice"))
        #expect(ProfileGuard.permissionStore(alices, for: try .named("bob")) == nil)
        let bobs = PermissionStore(profile: try .named("bob"))
        #expect(ProfileGuard.permissionStore(bobs, for: try .named("bob")) === bobs)
    }

    @Test func ephemeralProfile_refusesAPermissionFile() {
        #expect(throws: EngineError.invalidArgument("the ephemeral profile keeps nothing on disk: make its permission store without a file")) {
            try PermissionStore(file: URL(fileURLWithPath: "/tmp/never.json"), profile: .ephemeral)
        }
    }
}

extension ContainerProfileTests {
    @Test func cookieSyncOfAnotherProfile_makesLoadsFail() async throws {
        let engine = FakeWebEngine()
        var configuration = ContainerConfiguration()
        configuration.profile = try .named("bob")
        configuration.cookieSync = CookieSync(jar: CookieJar(), engine: engine)
        let container = try WebContainer(engine: engine, configuration: configuration)
        defer { container.close() }
        await #expect(throws: EngineError.invalidArgument(
            "this container's page is in profile bob, but its cookie sync keeps the cookies of the default profile; "
                + "give it a cookie sync made for profile bob")) {
            try await container.load(URL(string: "https://app.example/")!)
        }
    }

    @Test func poolsCookieSync_goesOnlyToLeasesOfItsProfile() async throws {
        let (pool, engine) = PoolFixture.pool()
        pool.cookieSync = CookieSync(jar: CookieJar(), engine: engine)
        var configuration = ContainerConfiguration()
        configuration.profile = .ephemeral
        let guest = try await pool.lease(configuration: configuration)
        let plain = try await pool.lease()
        #expect(guest.configuration.cookieSync == nil)
        #expect(plain.configuration.cookieSync === pool.cookieSync)
    }
}
