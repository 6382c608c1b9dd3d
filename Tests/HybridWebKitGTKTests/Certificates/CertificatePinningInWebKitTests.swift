import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Certificate pinning in real WebKitGTK. WebKit shows a navigation's certificate
/// only at commit, after its request went out, so for a pinned host the container
/// makes its own TLS handshake first and lets WebKit connect only when a pin
/// matches; at commit it checks WebKit's own certificate again.
final class CertificatePinningInWebKitTests: XCTestCase {
    /// The page's inline script, if it ever ran, would request `/beacon` and call the bridge.
    private static let page = """
        <!doctype html><title>pinned</title>
        <script>fetch('/beacon?from=inline'); hybrid.call('pinned.ran').catch(() => {});</script>
        """

    @MainActor
    private static func container(_ engine: GTKEngine, pins: [String], host: String = "127.0.0.1") throws -> (WebContainer, TrustDelegate, LockedValue<Int>) {
        let container = try EngineHarness.container(engine)
        let delegate = TrustDelegate()
        delegate.answer = true  // the test server's certificate is self-signed: pins come on top of trust
        var configuration = ContainerConfiguration()
        configuration.delegate = delegate
        configuration.certificatePins = try ContainerConfiguration.CertificatePins([host: pins])
        container.configure(configuration)
        let bridgeCalls = LockedValue(0)
        container.bridge.register("pinned.ran", options: BridgeHandlerOptions(allowedOrigins: .any)) { (_: JSONValue) in
            bridgeCalls.withLock { $0 += 1 }
            return JSONValue.null
        }
        return (container, delegate, bridgeCalls)
    }

    /// WebKit trusts the server's self-signed certificate for its host (as an app
    /// would for its dev server): another container, with no pins, loads `url` and trusts it.
    @MainActor
    private static func trustInWebKit(_ engine: GTKEngine, loading url: URL) async throws {
        let first = try EngineHarness.container(engine)
        defer { first.close() }
        let trusting = TrustDelegate()
        trusting.answer = true
        first.delegate = trusting
        _ = try await first.load(url)
    }

    func testTheRightPin_loadsThePage_afterTheContainersOwnHandshake() throws {
        try EngineHarness.run { engine, _ in
            let certificate = try TestCertificate.make()
            let server = try TLSTestServer.start(certificate: certificate)
            defer { server.stop() }
            server.serve(Self.page, at: "/pinned")
            let (container, delegate, bridgeCalls) = try Self.container(engine, pins: ["sha256/" + Data(repeating: 1, count: 32).base64EncodedString(), certificate.pin])
            defer { container.close() }
            _ = try await container.load(server.url("/pinned"))
            let title = try await container.evaluateJavaScript("document.title", as: String.self)
            XCTAssertEqual(title, "pinned")
            try await eventually("the inline script ran") { server.log.requests.contains { $0.path.hasPrefix("/beacon") } }
            try await eventually("the bridge call came") { bridgeCalls.withLock { $0 } == 1 }
            XCTAssertEqual(delegate.failures, [])
            XCTAssertGreaterThanOrEqual(server.log.handshakes, 2, "the container's handshake, then WebKit's")
        }
    }

    func testAWrongPin_isRefusedBeforeWebKitConnects_theScriptNeverRuns_andTheServerGotOnlyAHandshake() throws {
        try EngineHarness.run { engine, _ in
            let certificate = try TestCertificate.make()
            let server = try TLSTestServer.start(certificate: certificate)
            defer { server.stop() }
            server.serve(Self.page, at: "/pinned")
            let (container, delegate, bridgeCalls) = try Self.container(engine, pins: ["sha256/" + Data(repeating: 2, count: 32).base64EncodedString()])
            defer { container.close() }
            do {
                _ = try await container.load(server.url("/pinned"))
                XCTFail("a pinned host with no matching key loaded")
            } catch let error as NavigationError {
                XCTAssertEqual(error, .certificatePinMismatch(host: "127.0.0.1"))
                XCTAssertEqual(error.code, "certificate_pin_mismatch")
            }
            XCTAssertEqual(delegate.failures, [.certificatePinMismatch(host: "127.0.0.1")])
            XCTAssertEqual(delegate.challenges, [], "WebKit never connected, so it never met the certificate")
            try await Task.sleep(for: .milliseconds(300))  // time for a script or request that should not come
            let log = server.log
            XCTAssertEqual(log.requests, [], "no HTTP request (so no cookie) reached the server")
            XCTAssertEqual(log.handshakes, 1, "the server saw the probe's TLS handshake")
            // WebKit's network process opens a connection of its own when the load is asked for, before
            // the navigation policy is decided: a TCP connect and a TLS handshake, never a request.
            XCTAssertLessThanOrEqual(log.connections, 2, "the probe's connection and WebKit's speculative one")
            print("wrong pin, untrusted certificate: \(log.connections) connections, \(log.handshakes) completed handshakes, \(log.failedHandshakes) failed")
            XCTAssertEqual(bridgeCalls.withLock { $0 }, 0, "the page's inline script never ran")
            let url = try await container.evaluateJavaScript("location.href", as: String.self)
            XCTAssertFalse(url.contains("/pinned"), url)
        }
    }

    func testAWrongPinForACertificateWebKitTrusts_stillSendsNoRequest() throws {
        try EngineHarness.run { engine, _ in
            let certificate = try TestCertificate.make()
            let server = try TLSTestServer.start(certificate: certificate)
            defer { server.stop() }
            server.serve(Self.page, at: "/pinned")
            server.serve("<title>trusted</title>", at: "/trusted")
            try await Self.trustInWebKit(engine, loading: server.url("/trusted"))
            try await Task.sleep(for: .milliseconds(200))  // the first load's stragglers land before the count starts
            let before = server.log
            let (container, _, bridgeCalls) = try Self.container(engine, pins: ["sha256/" + Data(repeating: 3, count: 32).base64EncodedString()])
            defer { container.close() }
            do {
                _ = try await container.load(server.url("/pinned"))
                XCTFail("loaded")
            } catch let error as NavigationError {
                XCTAssertEqual(error.code, "certificate_pin_mismatch")
            }
            try await Task.sleep(for: .milliseconds(300))  // time for a script or request that should not come
            let after = server.log
            XCTAssertEqual(after.requests, before.requests, "no HTTP request")
            XCTAssertEqual(bridgeCalls.withLock { $0 }, 0)
            XCTAssertLessThanOrEqual(after.handshakes - before.handshakes, 2, "the probe's handshake and at most WebKit's speculative one")
            print("wrong pin, trusted certificate: \(after.connections - before.connections) connections, \(after.handshakes - before.handshakes) completed handshakes, no request")
        }
    }

    func testHTMLTheAppLoadsWithAPinnedBaseURL_isNotChecked_butTheSameURLLoadedAfterIs() throws {
        try EngineHarness.run { engine, _ in
            let base = URL(string: "https://127.0.0.1:\(try ClosedPort.find())/")!
            let (container, _, _) = try Self.container(engine, pins: ["sha256/" + Data(repeating: 6, count: 32).base64EncodedString()])
            defer { container.close() }
            _ = try await container.loadHTML("<title>local</title>", baseURL: base)
            let title = try await container.evaluateJavaScript("document.title", as: String.self)
            XCTAssertEqual(title, "local", "the HTML came from the app, not the pinned server")
            do {
                _ = try await container.load(base)
                XCTFail("loaded a pinned host nobody answers for")
            } catch let error as NavigationError {
                XCTAssertEqual(error.code, "cannot_connect", "the container's handshake found no server")
            }
        }
    }

    /// HTML the app loads with a pinned base URL is exempt as that load only. A link
    /// to the base URL, clicked while the HTML still loads (a stalled image holds its
    /// end back), goes to the server and is checked like any other navigation.
    func testALinkToThePinnedBaseURL_clickedWhileTheAppsHTMLStillLoads_isChecked() throws {
        try EngineHarness.run { engine, _ in
            let server = try TLSTestServer.start(certificate: try TestCertificate.make())
            defer { server.stop() }
            server.serve(Self.page, at: "/pinned")
            let stalled = try SilentListener()
            let (container, delegate, bridgeCalls) = try Self.container(engine, pins: ["sha256/" + Data(repeating: 7, count: 32).base64EncodedString()])
            defer { container.close() }
            let html = """
                <title>local</title><img src='\(stalled.url("never.png").absoluteString)'>
                <a href='/pinned' style='position:absolute;left:0;top:0;width:300px;height:300px;display:block'>home</a>
                """
            let loading = Task { try await container.loadHTML(html, baseURL: server.url("/pinned"), timeout: .seconds(30)) }
            defer { loading.cancel() }
            try await eventually("the app's HTML shows, still loading") {
                (try? await container.evaluateJavaScript("document.title", as: String.self)) == "local" && container.isLoading
            }
            try XCTUnwrap(container.engineView as? GTKWebView).simulateClick(x: 50, y: 50)
            try await eventually("the link's load ended") { !delegate.failures.isEmpty || bridgeCalls.withLock { $0 } > 0 }
            try await Task.sleep(for: .milliseconds(300))  // time for a script or request that should not come
            XCTAssertEqual(delegate.failures.last, .certificatePinMismatch(host: "127.0.0.1"))
            XCTAssertEqual(server.log.requests, [], "the pinned host got a request past its pins")
            XCTAssertEqual(bridgeCalls.withLock { $0 }, 0, "the server's page ran")
        }
    }

    func testARedirectIntoAPinnedHost_isCheckedToo() throws {
        try EngineHarness.run { engine, http in
            let server = try TLSTestServer.start(certificate: try TestCertificate.make())
            defer { server.stop() }
            server.serve(Self.page, at: "/pinned")
            await http.route("/to-pinned") { _ in .redirect(to: server.url("/pinned").absoluteString) }
            let (container, delegate, bridgeCalls) = try Self.container(engine, pins: ["sha256/" + Data(repeating: 5, count: 32).base64EncodedString()])
            defer { container.close() }
            do {
                _ = try await container.load(http.url("/to-pinned"))
                XCTFail("the redirect reached a pinned host with no matching key")
            } catch let error as NavigationError {
                XCTAssertEqual(error, .certificatePinMismatch(host: "127.0.0.1"))
            }
            try await Task.sleep(for: .milliseconds(200))  // time for a second failure or a request that should not come
            XCTAssertEqual(delegate.failures, [.certificatePinMismatch(host: "127.0.0.1")], "one failure, the pin's")
            XCTAssertEqual(server.log.requests, [])
            XCTAssertEqual(bridgeCalls.withLock { $0 }, 0)
        }
    }

    func testAServerThatChangesItsCertificateAfterTheHandshake_isStoppedAtCommit() throws {
        try EngineHarness.run { engine, _ in
            let pinned = try TestCertificate.make()
            let other = try TestCertificate.make()
            let server = try TLSTestServer.start(certificate: other)
            defer { server.stop() }
            server.serve("<title>changed</title>", at: "/changed")
            // WebKit trusts `other`, with no pins yet.
            try await Self.trustInWebKit(engine, loading: server.url("/changed"))
            // Now the host is pinned to `pinned`; the container's handshake sees it, WebKit then sees `other`.
            try server.presentNext(pinned)
            let (container, delegate, _) = try Self.container(engine, pins: [pinned.pin])
            defer { container.close() }
            let before = server.log.requests.count
            do {
                _ = try await container.load(server.url("/changed"))
                XCTFail("loaded with a certificate that matches no pin")
            } catch let error as NavigationError {
                XCTAssertEqual(error, .certificatePinMismatch(host: "127.0.0.1"))
            }
            XCTAssertEqual(delegate.failures, [.certificatePinMismatch(host: "127.0.0.1")])
            XCTAssertEqual(server.log.requests.count, before + 1, "here the request had gone out: WebKit's certificate shows only at commit")
        }
    }

    /// The page a server presented with a certificate that matches no pin had its
    /// request answered and may already run its first script when WebKit commits it.
    /// Refused there, it must not keep what a pinned page has: its script reaches no
    /// handler, not even one for the origins the app trusts (the app loaded this one),
    /// and its document does not stay in the view running.
    func testAPageRefusedAtCommit_reachesNoHandler_andDoesNotStayInTheView() throws {
        try EngineHarness.run { engine, _ in
            let pinned = try TestCertificate.make()
            let other = try TestCertificate.make()
            let server = try TLSTestServer.start(certificate: other)
            defer { server.stop() }
            server.serve("""
                <!doctype html><title>impostor</title>
                <script>
                hybrid.call('pinned.ran').catch(() => {});
                setInterval(() => { hybrid.call('pinned.ran').catch(() => {}); fetch('/beacon?from=timer'); }, 50);
                </script>
                """, at: "/impostor")
            try await Self.trustInWebKit(engine, loading: server.url("/impostor"))
            try server.presentNext(pinned)
            let (container, _, _) = try Self.container(engine, pins: [pinned.pin])
            defer { container.close() }
            let trustedCalls = LockedValue(0)
            container.bridge.register("pinned.ran") { (_: JSONValue) in  // default options: trusted origins only
                trustedCalls.withLock { $0 += 1 }
                return JSONValue.null
            }
            do {
                _ = try await container.load(server.url("/impostor"))
                XCTFail("loaded with a certificate that matches no pin")
            } catch let error as NavigationError {
                XCTAssertEqual(error, .certificatePinMismatch(host: "127.0.0.1"))
            }
            try await Task.sleep(for: .milliseconds(500))  // time for the impostor's timer to call in
            XCTAssertEqual(trustedCalls.withLock { $0 }, 0, "the impostor reached a handler of the app's trusted origins")
            let beacons = server.log.requests.filter { $0.path.hasPrefix("/beacon") }.count
            try await Task.sleep(for: .milliseconds(300))
            XCTAssertEqual(server.log.requests.filter { $0.path.hasPrefix("/beacon") }.count, beacons, "the impostor's document still runs")
            let shown = try await container.evaluateJavaScript("document.title", as: String.self)
            XCTAssertNotEqual(shown, "impostor", "the refused document stays in the view")
        }
    }

    func testTheProbe_readsTheChainTheServerPresents_andItsCost() throws {
        try EngineHarness.run { engine, _ in
            let certificate = try TestCertificate.make()
            let server = try TLSTestServer.start(certificate: certificate)
            defer { server.stop() }
            let view = engine.makeGTKView()
            defer { view.close() }
            var times: [Duration] = []
            for _ in 0..<5 {
                let start = ContinuousClock.now
                let chain = try await view.probeServerCertificates(host: "127.0.0.1", port: server.port, timeout: .seconds(5))
                times.append(.now - start)
                XCTAssertEqual(chain.map(\.pin), [certificate.pin])
            }
            try await eventually("the server counted every handshake") { server.log.handshakes == 5 }
            print("certificate probe on loopback: \(times.map { "\(Int($0 / .microseconds(1))) µs" }.joined(separator: ", "))")
            XCTAssertEqual(server.log.requests, [])
            do {
                _ = try await view.probeServerCertificates(host: "127.0.0.1", port: try ClosedPort.find(), timeout: .seconds(5))
                XCTFail("connected to a closed port")
            } catch let error as NavigationError {
                XCTAssertEqual(error.code, "cannot_connect")
            }
        }
    }
}
