import Foundation
import HybridCore
import HybridOffline
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

/// Offline packages in the real engine: boot, tamper defence, rollback, bad packages, fallback.
final class OfflinePackageTests: XCTestCase {
    /// A host on a fresh engine (its scheme registered first) and a container on it.
    @MainActor
    private static func host(_ store: PackageStore, fallback: NetworkFallback? = nil, gate: Bool = false,
                      onTamper: @escaping @Sendable (String) -> Void = { _ in }) throws -> (OfflinePackageHost, WebContainer, GatedSchemeHandler) {
        let server = OfflinePackageServer(fallback: fallback, onTamper: onTamper)
        let host = OfflinePackageHost(store: store, server: server)
        let gated = GatedSchemeHandler(server)
        let engine = try SchemeEngine.make(scheme: server.scheme, handler: gated)
        return (host, WebContainer(view: engine.makeGTKView()), gated)
    }

    func test_newPackage_opensWithItsCSS_confirmsItsBoot_andIsMarkedConfirmed() throws {
        let store = try OfflineFixture.store()
        try PackageInstaller(store: store).install(try OfflineFixture.package("1", files: OfflineFixture.site("1")))
        try EngineHarness.run { _, _ in
            let (host, container, _) = try Self.host(store)
            defer { container.close() }
            let outcome = try await host.open(in: container)
            XCTAssertEqual(outcome, .confirmed(version: "1"))
            XCTAssertEqual(try store.pointer()?.confirmed, true)
            let color = try await container.evaluateJavaScript("getComputedStyle(document.getElementById('p')).color")
            XCTAssertEqual(color, "rgb(1, 2, 3)")
            XCTAssertEqual(container.url?.host, "bundle")
        }
    }

    func test_tamperedFile_isNeverServed_zeroBytesReachThePage() throws {
        let store = try OfflineFixture.store()
        let version = try PackageInstaller(store: store).install(try OfflineFixture.package("1", files: OfflineFixture.site("1"))).installed
        let tampered = TamperRecord()
        try EngineHarness.run { _, _ in
            let (host, container, _) = try Self.host(store, onTamper: { tampered.add($0) })
            defer { container.close() }
            _ = try await host.open(in: container)
            let css = version.folder.appendingPathComponent("content/css/app.css")
            var bytes = try Data(contentsOf: css)
            bytes[bytes.startIndex] = UInt8(ascii: "*")
            try bytes.write(to: css)
            let seen = try await container.callAsyncJavaScript("""
                const r = await fetch('/css/app.css'); const body = await r.arrayBuffer();
                return [r.status, body.byteLength];
                """)
            XCTAssertEqual(seen, [500, 0])
            XCTAssertEqual(tampered.paths, ["css/app.css"])
        }
    }

    func test_missedBootConfirmation_rollsBack_andTheOutgoingPagesReadyCallDoesNotCount() throws {
        let store = try OfflineFixture.store()
        try PackageInstaller(store: store).install(try OfflineFixture.package("1", files: OfflineFixture.site("1")))
        try EngineHarness.run { _, _ in
            let (host, container, gate) = try Self.host(store, gate: true)
            defer { container.close() }
            host.bootDeadline = .seconds(4)
            let first = try await host.open(in: container)
            XCTAssertEqual(first, .confirmed(version: "1"))
            try await host.install(try OfflineFixture.package("2", files: OfflineFixture.site("2", confirms: false)))
            gate.close()
            let opening = Task { @MainActor in try await host.open(in: container) }
            try await eventually("the boot load of 2 is pending") { gate.heldCount == 1 }
            // Version 1's page is still the document: its readiness call arrives during 2's boot.
            let outgoing = try await container.callAsyncJavaScript("return await hybrid.call('offline.booted', { url: location.href })")
            XCTAssertEqual(outgoing, ["confirmed": false])
            gate.open()
            let outcome = try await opening.value
            XCTAssertEqual(outcome, .rolledBack(failed: "2", to: "1", reason: .missedDeadline))
            XCTAssertEqual(try store.current()?.version, "1")
            XCTAssertEqual(try store.pointer()?.confirmed, true)
            try await eventually("version 1 shown again") { container.title == "v1" }
        }
    }

    func test_badSignatureAndTruncatedZip_areRefused_andTheRunningVersionKeepsServing() throws {
        let store = try OfflineFixture.store()
        try PackageInstaller(store: store).install(try OfflineFixture.package("1", files: OfflineFixture.site("1")))
        let foreign = try OfflineFixture.package("2", files: OfflineFixture.site("2"), key: .generate())
        let truncated = try OfflineFixture.package("3", files: OfflineFixture.site("3"))
        let bytes = try Data(contentsOf: truncated)
        try bytes.prefix(bytes.count - 40).write(to: truncated)
        try EngineHarness.run { _, _ in
            let (host, container, _) = try Self.host(store)
            defer { container.close() }
            _ = try await host.open(in: container)
            for (package, code) in [(foreign, "bad_signature"), (truncated, "unreadable_archive")] {
                do {
                    try await host.install(package)
                    XCTFail("\(code) package installed")
                } catch { XCTAssertEqual((error as? OfflinePackageError)?.code, code) }
            }
            let reopened = try await host.open(in: container)
            XCTAssertEqual(reopened, .opened(version: "1"))
            // The first open's boot settled at the page's confirmation, before its own load ended: a fetch
            // may still meet that load's end (TypeError) once, but the running version must go on serving.
            try await eventually("version 1 serves its files") {
                (try? await container.callAsyncJavaScript("return (await fetch('/css/app.css')).status")) == .number(200)
            }
        }
    }

    func test_pathNotInPackage_comesFromTheNetwork_onlyWhereTheAppsRuleAllows() throws {
        let store = try OfflineFixture.store()
        try PackageInstaller(store: store).install(try OfflineFixture.package("1", files: OfflineFixture.site("1")))
        try EngineHarness.run { _, server in
            await server.route("/api/items") { request in
                TestResponse(headers: [("Content-Type", "application/json")], body: Data(#"{"via":"\#(request.method)"}"#.utf8))
            }
            let fallback = try NetworkFallback(testingLoopback: server.origin, pathPrefixes: ["/api/"])
            let (host, container, _) = try Self.host(store, fallback: fallback)
            defer { container.close() }
            _ = try await host.open(in: container)
            let seen = try await container.callAsyncJavaScript("""
                const api = await fetch('/api/items?x=1', { method: 'POST', body: 'q' });
                const other = await fetch('/elsewhere.json');
                return [api.status, await api.text(), other.status];
                """)
            XCTAssertEqual(seen, [200, #"{"via":"POST"}"#, 404])
            let forwarded = await server.requests(to: "/api/items").last
            XCTAssertEqual(forwarded?.bodyText, "q")
            XCTAssertEqual(forwarded?.query["x"], "1")
        }
    }

    func test_encodedDotDotFromThePage_isRefused_andNeverReachesTheNetwork() throws {
        let store = try OfflineFixture.store()
        try PackageInstaller(store: store).install(try OfflineFixture.package("1", files: OfflineFixture.site("1")))
        try EngineHarness.run { _, server in
            await server.route("/outside-api-secret") { _ in .text("secret") }
            let fallback = try NetworkFallback(testingLoopback: server.origin, pathPrefixes: ["/api/"])
            let (host, container, _) = try Self.host(store, fallback: fallback)
            defer { container.close() }
            _ = try await host.open(in: container)
            let seen = try await container.callAsyncJavaScript("""
                const out = [];
                for (const path of ['/api/..%2foutside-api-secret', '/api/%2e%2e%2foutside-api-secret', '/api/..%5coutside-api-secret']) {
                    const answer = await fetch(path);
                    out.push(answer.status, answer.headers.get('X-HybridKit-Error'), await answer.text() === 'secret');
                }
                return out;
                """)
            XCTAssertEqual(seen, [400, "unsafe_path", false, 400, "unsafe_path", false, 400, "unsafe_path", false])
            let sent = await server.requests(to: "/outside-api-secret")
            XCTAssertEqual(sent.count, 0)
        }
    }
}

/// Paths the server refused as tampered.
final class TamperRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    func add(_ path: String) { lock.withLock { recorded.append(path) } }
    var paths: [String] { lock.withLock { recorded } }
}
