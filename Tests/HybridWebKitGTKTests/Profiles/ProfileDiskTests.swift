import Foundation
import HybridCore
import HybridTestServer
import HybridTesting
import HybridWebKitGTK
import XCTest
import HybridVocabulary

/// What profiles leave on disk, in a real WebKit: an ephemeral one nothing,
/// a removed one nothing of it, and a named one its own folder only.
final class ProfileDiskTests: XCTestCase {
    func test_ephemeralProfile_leavesNoFileOnDiskAfterClose() throws {
        try EngineHarness.run { _, server in
            let (engine, folder) = try ProfileFixture.engine()
            await ProfileFixture.serveSite(server)
            let before = ProfileFixture.files(under: folder)
            let guest = try await ProfileFixture.logIn("guest", engine, server, .ephemeral)
            _ = try await guest.callAsyncJavaScript("return await (await fetch('/profiles/cached')).text()")
            let cookies = try await engine.cookieStore(for: .ephemeral).allCookies().map(\.name)
            XCTAssertEqual(cookies, ["session"], "the guest was logged in")
            XCTAssertNil(engine.folder(for: .ephemeral))
            guest.close()
            try await Task.sleep(for: .seconds(1))  // what WebKit would write after a load, it writes by now
            XCTAssertEqual(ProfileFixture.files(under: folder), before, "nothing of the guest under the engine's folder")
        }
    }

    func test_namedProfile_keepsItsDataInItsOwnFolder() throws {
        try EngineHarness.run { _, server in
            let (engine, folder) = try ProfileFixture.engine()
            await ProfileFixture.serveSite(server)
            let alice = try await ProfileFixture.logIn("alice", engine, server, try .named("alice"))
            defer { alice.close() }
            let aliceFolder = try XCTUnwrap(engine.folder(for: .named("alice")))
            XCTAssertEqual(aliceFolder.path, folder.appendingPathComponent("profiles/alice").path)
            try await eventually("alice's local storage is on disk") { !ProfileFixture.files(under: aliceFolder).isEmpty }
            let outside = ProfileFixture.files(under: folder).filter { !$0.hasPrefix("/profiles/alice/") }
            XCTAssertEqual(outside, [], "nothing of alice outside her folder")
        }
    }

    func test_removeProfile_leavesNothingOfIt_andKeepsTheOthers() throws {
        try EngineHarness.run(limit: .seconds(90)) { _, server in
            let (engine, _) = try ProfileFixture.engine()
            await ProfileFixture.serveSite(server)
            let aliceProfile = try WebsiteDataProfile.named("alice")
            let alice = try await ProfileFixture.logIn("alice", engine, server, aliceProfile)
            let bob = try await ProfileFixture.logIn("bob", engine, server, try .named("bob"))
            defer { bob.close() }
            _ = try await alice.callAsyncJavaScript("return await (await fetch('/profiles/cached')).text()")
            let aliceFolder = try XCTUnwrap(engine.folder(for: aliceProfile))
            try Data("{}".utf8).write(to: aliceFolder.appendingPathComponent("permissions.json"))
            try await eventually("alice's data is on disk") { ProfileFixture.files(under: aliceFolder).count > 1 }

            try await engine.removeProfile(aliceProfile)
            XCTAssertTrue(alice.isClosed, "her open page was closed")
            XCTAssertFalse(FileManager.default.fileExists(atPath: aliceFolder.path))
            try await Task.sleep(for: .seconds(2))  // nothing comes back once WebKit has let the profile go
            XCTAssertEqual(ProfileFixture.files(under: aliceFolder), [], "nothing of alice on disk")
            XCTAssertFalse(FileManager.default.fileExists(atPath: aliceFolder.path))

            let bobCookies = try await engine.cookieStore(for: .named("bob")).allCookies().map(\.value)
            XCTAssertEqual(bobCookies, ["bob"], "bob stays logged in")
            let again = try ProfileFixture.container(engine, aliceProfile)
            defer { again.close() }
            try await again.load(server.url("/profiles/cached"))
            let cookie = try await again.evaluateJavaScript("document.cookie")
            let stored = try await again.evaluateJavaScript("localStorage.getItem('user')")
            XCTAssertEqual(cookie, .string(""), "a new page of alice starts logged out")
            XCTAssertEqual(stored, .null)
        }
    }

    func test_removeEphemeralProfile_forgetsTheGuest() throws {
        try EngineHarness.run { _, server in
            let (engine, _) = try ProfileFixture.engine()
            await ProfileFixture.serveSite(server)
            let guest = try await ProfileFixture.logIn("guest", engine, server, .ephemeral)
            try await engine.removeProfile(.ephemeral)
            XCTAssertTrue(guest.isClosed)
            let next = try ProfileFixture.container(engine, .ephemeral)
            defer { next.close() }
            try await next.load(server.url("/profiles/cached"))
            let cookie = try await next.evaluateJavaScript("document.cookie")
            let stored = try await next.evaluateJavaScript("localStorage.getItem('user')")
            XCTAssertEqual(cookie, .string(""), "the next guest starts logged out")
            XCTAssertEqual(stored, .null)
        }
    }

    func test_removeProfile_inALaterRun_deletesWhatAnEarlierRunLeft() throws {
        try EngineHarness.run { _, server in
            let (engine, folder) = try ProfileFixture.engine()
            await ProfileFixture.serveSite(server)
            let alice = try WebsiteDataProfile.named("alice")
            let page = try await ProfileFixture.logIn("alice", engine, server, alice)
            let aliceFolder = try XCTUnwrap(engine.folder(for: alice))
            try await eventually("alice's data is on disk") { !ProfileFixture.files(under: aliceFolder).isEmpty }
            page.close()
            let later = try GTKEngine(dataDirectory: folder)  // the next launch: alice's context not made yet
            try await later.removeProfile(alice)
            XCTAssertFalse(FileManager.default.fileExists(atPath: aliceFolder.path))
        }
    }
}
