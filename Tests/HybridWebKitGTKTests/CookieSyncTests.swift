import Foundation
import HybridCore
import HybridCookies
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

/// The seeds' cookie scenarios, end to end: native jar ↔ WebKit's own store ↔ the loopback server.
/// Each test has its own engine, so its cookie store starts empty.
final class CookieSyncTests: XCTestCase {
    @MainActor
    private static func setUp(_ server: TestServer) async throws -> (GTKEngine, CookieJar, CookieSync) {
        let engine = try GTKEngine()
        let jar = CookieJar()
        let sync = CookieSync(jar: jar, store: engine.cookieStore)
        try await sync.start()
        return (engine, jar, sync)
    }

    @MainActor
    private static func container(_ engine: GTKEngine, _ sync: CookieSync) -> WebContainer {
        let container = WebContainer(view: engine.makeGTKView())
        container.configuration.cookieSync = sync
        return container
    }

    func test_afterNativeLogin_firstRequest_fetch_xhr_iframe_andRedirect_allCarryTheCookie() throws {
        try EngineHarness.run { _, server in
            let (engine, jar, sync) = try await Self.setUp(server)
            await server.serve(html: "<title>frame</title>", at: "/seed1/frame")
            await server.serve(html: "<title>target</title>", at: "/seed1/target")
            await server.serve(html: """
                <title>home</title><iframe src="/seed1/frame"></iframe>
                <script>
                fetch('/seed1/fetch');
                const x = new XMLHttpRequest(); x.open('GET', '/seed1/xhr'); x.send();
                </script>
                """, at: "/seed1/home")
            // The app's own login (URLSession) stored the session cookie in the jar.
            jar.set(setCookieHeader: "session=native-login; Path=/; HttpOnly", for: server.url("/api/login"))
            let view = Self.container(engine, sync)
            defer { view.close() }
            try await view.load(server.url("/seed1/home"))
            try await eventually("fetch, xhr and iframe requests") {
                await Set(server.requests.map(\.path)).isSuperset(of: ["/seed1/fetch", "/seed1/xhr", "/seed1/frame"])
            }
            try await view.load(server.url("/redirect?to=%2Fseed1%2Ftarget"))
            for path in ["/seed1/home", "/seed1/fetch", "/seed1/xhr", "/seed1/frame", "/redirect", "/seed1/target"] {
                let request = await server.requests(to: path).last
                XCTAssertEqual(request?.cookieHeader, "session=native-login", path)
            }
            let hidden = try await view.evaluateJavaScript("document.cookie")
            XCTAssertEqual(hidden, "", "HttpOnly stays out of page JS")
        }
    }

    func test_seed003_redirectWithSetCookie_authLoop_ends() throws {
        try EngineHarness.run { _, server in
            let (engine, jar, sync) = try await Self.setUp(server)
            await server.route("/seed3/protected") { request in
                guard request.cookieHeader?.contains("auth=ok") == true else {
                    return .redirect(to: "/seed3/login?next=%2Fseed3%2Fprotected")
                }
                return .html("<title>protected</title>")
            }
            await server.route("/seed3/login") { request in
                .redirect(to: request.query["next"] ?? "/", headers: [("Set-Cookie", "auth=ok; Path=/")])
            }
            let view = Self.container(engine, sync)
            defer { view.close() }
            let finalURL = try await view.load(server.url("/seed3/protected"))
            XCTAssertEqual(finalURL, server.url("/seed3/protected"))
            try await eventually("protected page shown") { view.title == "protected" }
            let attempts = await server.requests(to: "/seed3/protected").count
            XCTAssertEqual(attempts, 2, "one bounce through login, then in")
            try await eventually("auth cookie reached the jar") { jar.cookieHeader(for: server.url("/")) == "auth=ok" }
        }
    }

    func test_cookieSetByPageScript_appearsInNativeJar() throws {
        try EngineHarness.run { _, server in
            let (engine, jar, sync) = try await Self.setUp(server)
            let view = Self.container(engine, sync)
            defer { view.close() }
            try await view.load(server.url("/blank"))
            _ = try await view.evaluateJavaScript("document.cookie = 'theme=dark; path=/; max-age=3600'")
            try await eventually("page cookie in jar") { jar.cookieHeader(for: server.url("/")) == "theme=dark" }
            let cookie = jar.allCookies().first { $0.name == "theme" }
            XCTAssertEqual(cookie?.httpOnly, false)
            XCTAssertNotNil(cookie?.expiresAt)
        }
    }

    func test_httpOnlyCookieFromServer_reachesNativeJar_butNotPageJS() throws {
        try EngineHarness.run { _, server in
            let (engine, jar, sync) = try await Self.setUp(server)
            let view = Self.container(engine, sync)
            defer { view.close() }
            try await view.load(server.url("/set-cookie?cookie=sid%3Dsecret%3B%20Path%3D%2F%3B%20HttpOnly&cookie2=visible%3D1%3B%20Path%3D%2F"))
            try await eventually("server cookies in jar") { jar.allCookies().count == 2 }
            XCTAssertEqual(jar.cookie(named: "sid", domain: "127.0.0.1")?.httpOnly, true)
            let seen = try await view.evaluateJavaScript("document.cookie")
            XCTAssertEqual(seen, "visible=1")
        }
    }

    func test_logout_clearsBothStores_andNextRequestCarriesNoCookie() throws {
        try EngineHarness.run { _, server in
            let (engine, jar, sync) = try await Self.setUp(server)
            jar.set(setCookieHeader: "session=abc; Path=/; HttpOnly", for: server.url("/"))
            let view = Self.container(engine, sync)
            defer { view.close() }
            try await view.load(server.url("/echo?before=1"))
            let before = await server.requests(to: "/echo").last?.cookieHeader
            XCTAssertEqual(before, "session=abc")
            jar.removeAll()
            try await view.load(server.url("/echo?after=1"))
            let after = await server.requests(to: "/echo").last
            XCTAssertEqual(after?.query["after"], "1")
            XCTAssertNil(after?.cookieHeader)
            let stored = try await engine.cookieStore.allCookies()
            XCTAssertTrue(stored.isEmpty)
        }
    }

    func test_deletionInWebView_propagatesToJar() throws {
        try EngineHarness.run { _, server in
            let (engine, jar, sync) = try await Self.setUp(server)
            jar.set(setCookieHeader: "flag=1; Path=/", for: server.url("/"))
            let view = Self.container(engine, sync)
            defer { view.close() }
            try await view.load(server.url("/blank"))
            _ = try await view.evaluateJavaScript("document.cookie = 'flag=; path=/; max-age=0'")
            try await eventually("deletion reached the jar") { jar.allCookies().isEmpty }
        }
    }

    func test_restart_keepsPersistentCookies_andDropsSessionOnes() throws {
        try EngineHarness.run { _, server in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("hybridkit-restart-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: file) }
            do {
                let (engine, jar, sync) = try await Self.setUp(server)
                let view = Self.container(engine, sync)
                defer { view.close() }
                try await view.load(server.url("/set-cookie?cookie=keep%3D1%3B%20Path%3D%2F%3B%20Max-Age%3D3600%3B%20HttpOnly&cookie2=temp%3D1%3B%20Path%3D%2F"))
                try await eventually("cookies in jar") { jar.allCookies().count == 2 }
                try jar.write(to: file)
            }
            // A new process: a jar loaded from the file, a brand-new engine.
            let loaded = try CookieJar(contentsOf: file)
            let engine = try GTKEngine()
            let sync = CookieSync(jar: loaded, store: engine.cookieStore)
            try await sync.start()
            let view = Self.container(engine, sync)
            defer { view.close() }
            try await view.load(server.url("/echo?restarted=1"))
            let request = await server.requests(to: "/echo").last
            XCTAssertEqual(request?.query["restarted"], "1")
            XCTAssertEqual(request?.cookieHeader, "keep=1")
            XCTAssertEqual(loaded.allCookies().first?.httpOnly, true)
        }
    }

    func test_twoViews_shareOneLogin() throws {
        try EngineHarness.run { _, server in
            let (engine, jar, sync) = try await Self.setUp(server)
            let first = Self.container(engine, sync)
            let second = Self.container(engine, sync)
            defer { first.close(); second.close() }
            try await first.load(server.url("/set-cookie?cookie=login%3Dyes%3B%20Path%3D%2F"))
            try await second.load(server.url("/echo?view=2"))
            let request = await server.requests(to: "/echo").last
            XCTAssertEqual(request?.cookieHeader, "login=yes")
            try await eventually("jar has the login") { jar.cookieHeader(for: server.url("/")) == "login=yes" }
        }
    }

    func test_syncIsLoopFree_aNativeChangeIsWrittenToTheStoreOnce() throws {
        try EngineHarness.run { _, server in
            let (engine, jar, sync) = try await Self.setUp(server)
            let jarChanges = LockedValue(0)
            let observation = jar.addObserver { _ in jarChanges.withLock { $0 += 1 } }
            defer { observation.cancel() }
            var storeChanges = 0
            let storeObservation = engine.cookieStore.addChangeObserver { storeChanges += 1 }
            defer { storeObservation.cancel() }
            jar.set(setCookieHeader: "a=1; Path=/", for: server.url("/"))
            await sync.flush()
            try await eventually("store changed") { storeChanges >= 1 }
            // Let any echo travel back and forth; a loop would keep counting.
            try await Task.sleep(for: .milliseconds(300))
            await sync.flush()
            XCTAssertEqual(jarChanges.withLock { $0 }, 1)
            XCTAssertEqual(storeChanges, 1)
        }
    }
}
