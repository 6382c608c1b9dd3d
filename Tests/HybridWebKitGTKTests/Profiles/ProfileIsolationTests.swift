import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import XCTest
import HybridVocabulary

/// Two profiles in one app, each logged in to the same loopback site, in a
/// real WebKit: cookies, storage and cache of one are invisible to the other.
final class ProfileIsolationTests: XCTestCase {
    func test_twoProfiles_neitherSeesTheOthersCookies_inThePageOrTheEngineStore() throws {
        try EngineHarness.run { _, server in
            let (engine, _) = try ProfileFixture.engine()
            await ProfileFixture.serveSite(server)
            let alice = try await ProfileFixture.logIn("alice", engine, server, try .named("alice"))
            let bob = try await ProfileFixture.logIn("bob", engine, server, try .named("bob"))
            defer { alice.close(); bob.close() }
            let aliceCookie = try await alice.evaluateJavaScript("document.cookie")
            let bobCookie = try await bob.evaluateJavaScript("document.cookie")
            XCTAssertEqual(aliceCookie, .string("session=alice"))
            XCTAssertEqual(bobCookie, .string("session=bob"))
            let aliceStore = try await engine.cookieStore(for: .named("alice")).allCookies().map { "\($0.name)=\($0.value)" }
            let bobStore = try await engine.cookieStore(for: .named("bob")).allCookies().map { "\($0.name)=\($0.value)" }
            let defaultStore = try await engine.cookieStore.allCookies()
            XCTAssertEqual(aliceStore, ["session=alice"])
            XCTAssertEqual(bobStore, ["session=bob"])
            XCTAssertEqual(defaultStore, [], "the default profile saw neither login")
        }
    }

    func test_twoProfiles_neitherSeesTheOthersLocalStorage() throws {
        try EngineHarness.run { _, server in
            let (engine, _) = try ProfileFixture.engine()
            await ProfileFixture.serveSite(server)
            let alice = try await ProfileFixture.logIn("alice", engine, server, try .named("alice"))
            let guest = try ProfileFixture.container(engine, .ephemeral)
            defer { alice.close(); guest.close() }
            try await guest.load(server.url("/profiles/login?user=guest"))
            let guestSees = try await guest.evaluateJavaScript("localStorage.getItem('user')")
            XCTAssertEqual(guestSees, .null, "the guest does not see alice's storage")
            _ = try await guest.evaluateJavaScript("localStorage.setItem('user', 'guest')")
            let aliceSees = try await alice.evaluateJavaScript("localStorage.getItem('user')")
            XCTAssertEqual(aliceSees, .string("alice"))
            let secondAlice = try ProfileFixture.container(engine, try .named("alice"))
            defer { secondAlice.close() }
            try await secondAlice.load(server.url("/profiles/login?user=alice"))
            let sharedInProfile = try await secondAlice.evaluateJavaScript("localStorage.getItem('user')")
            XCTAssertEqual(sharedInProfile, .string("alice"), "pages of one profile share its storage")
        }
    }

    func test_twoProfiles_doNotShareCacheEntries() throws {
        try EngineHarness.run { _, server in
            let (engine, _) = try ProfileFixture.engine()
            await ProfileFixture.serveSite(server)
            let fetch = "return await (await fetch('/profiles/cached')).text()"
            let alice = try await ProfileFixture.logIn("alice", engine, server, try .named("alice"))
            let bob = try await ProfileFixture.logIn("bob", engine, server, try .named("bob"))
            defer { alice.close(); bob.close() }
            await server.clearRequests()
            for _ in 0..<2 { _ = try await alice.callAsyncJavaScript(fetch) }
            let aliceRequests = await server.requests(to: "/profiles/cached").count
            XCTAssertEqual(aliceRequests, 1, "the second fetch in alice's profile came from its cache")
            let bobGot = try await bob.callAsyncJavaScript(fetch)
            XCTAssertEqual(bobGot, .string("kept"))
            let afterBob = await server.requests(to: "/profiles/cached").count
            XCTAssertEqual(afterBob, 2, "bob's profile has no entry of alice's cache: it asked the server")
        }
    }

    func test_twoProfiles_neitherSeesTheOthersServiceWorkers() throws {
        try EngineHarness.run { _, server in
            let (engine, _) = try ProfileFixture.engine()
            await ProfileFixture.serveSite(server)
            let count = "return (await navigator.serviceWorker.getRegistrations()).length"
            let alice = try await ProfileFixture.logIn("alice", engine, server, try .named("alice"))
            let bob = try await ProfileFixture.logIn("bob", engine, server, try .named("bob"))
            defer { alice.close(); bob.close() }
            let registered = try await alice.callAsyncJavaScript(
                "await navigator.serviceWorker.register('/profiles/worker.js'); await navigator.serviceWorker.ready; " + count)
            XCTAssertEqual(registered, 1)
            let secondAlice = try await ProfileFixture.logIn("alice", engine, server, try .named("alice"))
            defer { secondAlice.close() }
            let inAlice = try await secondAlice.callAsyncJavaScript(count)
            let inBob = try await bob.callAsyncJavaScript(count)
            XCTAssertEqual(inAlice, 1, "another page of alice's profile sees her worker")
            XCTAssertEqual(inBob, 0, "bob's profile has none")
        }
    }
}

extension ProfileIsolationTests {
    func test_appScheme_servesEveryProfile_andStorageThereIsKeptApartToo() throws {
        try EngineHarness.run { _, _ in
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("hybridkit-profile-scheme-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: root) }
            try Data("<title>app</title>".utf8).write(to: root.appendingPathComponent("index.html"))
            let handler = TestSchemeHandler(root: root)
            let engine = try SchemeEngine.make(handler: handler)
            let alice = try ProfileFixture.container(engine, try .named("alice"))
            let guest = try ProfileFixture.container(engine, .ephemeral)
            defer { alice.close(); guest.close() }
            try await alice.load(URL(string: "app://bundle/index.html")!)
            try await guest.load(URL(string: "app://bundle/index.html")!)
            XCTAssertEqual(handler.requests.count, 2, "the scheme reached both profiles' contexts")
            _ = try await alice.evaluateJavaScript("localStorage.setItem('who', 'alice')")
            let guestSees = try await guest.evaluateJavaScript("localStorage.getItem('who')")
            XCTAssertEqual(guestSees, .null)
        }
    }
}
