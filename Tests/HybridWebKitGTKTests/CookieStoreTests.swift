import Foundation
import HybridCore
import HybridCookies
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

final class CookieStoreTests: XCTestCase {
    func test_storeSetGetDelete_roundTripsEveryAttribute() throws {
        try EngineHarness.run { _, _ in
            let engine = try GTKEngine()
            let store = engine.cookieStore
            let expires = Date(timeIntervalSince1970: 2_000_000_000)
            let cookie = Cookie(name: "k", value: "v=1", domain: "example.test", path: "/app", expiresAt: expires,
                                hostOnly: false, secure: true, httpOnly: true, sameSite: .strict)
            try await store.setCookie(cookie)
            let all = try await store.allCookies()
            XCTAssertEqual(all.count, 1)
            let read = try XCTUnwrap(all.first)
            XCTAssertEqual([read.name, read.value, read.domain, read.path], ["k", "v=1", "example.test", "/app"])
            XCTAssertEqual(read.expiresAt, expires)
            XCTAssertEqual([read.hostOnly, read.secure, read.httpOnly], [false, true, true])
            XCTAssertEqual(read.sameSite, .strict)
            try await store.deleteCookie(cookie)
            let afterDelete = try await store.allCookies()
            XCTAssertTrue(afterDelete.isEmpty)
        }
    }

    func test_storeIsTheOneItsViewsUse_andEnginesDoNotShareIt() throws {
        try EngineHarness.run { _, server in
            let engine = try GTKEngine()
            let other = try GTKEngine()
            try await engine.cookieStore.setCookie(Cookie(name: "mine", value: "1", domain: "127.0.0.1"))
            let container = WebContainer(view: engine.makeGTKView())
            let stranger = WebContainer(view: other.makeGTKView())
            defer { container.close(); stranger.close() }
            try await container.load(server.url("/echo?engine=1"))
            try await stranger.load(server.url("/echo?engine=2"))
            let requests = await server.requests(to: "/echo")
            XCTAssertEqual(requests.last { $0.query["engine"] == "1" }?.cookieHeader, "mine=1")
            XCTAssertNil(requests.last { $0.query["engine"] == "2" }?.cookieHeader)
        }
    }

    func test_changeObserver_hearsPageAndResponseCookies() throws {
        try EngineHarness.run { _, server in
            let engine = try GTKEngine()
            var changes = 0
            let observation = engine.cookieStore.addChangeObserver { changes += 1 }
            let container = WebContainer(view: engine.makeGTKView())
            defer { container.close() }
            try await container.load(server.url("/set-cookie?cookie=a%3D1"))
            try await eventually("response cookie observed") { changes >= 1 }
            let afterResponse = changes
            _ = try await container.evaluateJavaScript("document.cookie = 'b=2'")
            try await eventually("page cookie observed") { changes > afterResponse }
            observation.cancel()
            let afterCancel = changes
            // A witness still registered hears the change that the cancelled observer must not.
            var witnessed = 0
            let witness = engine.cookieStore.addChangeObserver { witnessed += 1 }
            _ = try await container.evaluateJavaScript("document.cookie = 'c=3'")
            try await eventually("the witness heard the page cookie") { witnessed >= 1 }
            witness.cancel()
            XCTAssertEqual(changes, afterCancel, "a cancelled observer hears nothing")
        }
    }

    func test_bulkStart_putsEveryJarCookieInTheStore_andKeepsStoreCookies_inOrder() throws {
        try EngineHarness.run { _, server in
            let engine = try GTKEngine()
            try await engine.cookieStore.setCookie(Cookie(name: "web", value: "1", domain: "127.0.0.1"))
            let jar = CookieJar()
            for index in 0..<50 { jar.set(setCookieHeader: "n\(index)=\(index); Path=/", for: server.url("/")) }
            let sync = CookieSync(jar: jar, store: engine.cookieStore)
            try await sync.start()
            let container = WebContainer(view: engine.makeGTKView())
            defer { container.close() }
            container.configuration.cookieSync = sync
            try await container.load(server.url("/echo?bulk=1"))
            let header = await server.requests(to: "/echo").last { $0.query["bulk"] == "1" }?.cookieHeader ?? ""
            let names = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).split(separator: "=")[0] }
            XCTAssertEqual(names, ["web"] + (0..<50).map { "n\($0)"[...] })
            XCTAssertEqual(jar.allCookies().count, 51)
        }
    }
}
