import Foundation
@testable import HybridCore
import HybridTestServer
@testable import HybridWebKitGTK
@testable import hybrid
import HybridBenchmarks
import HybridTesting
import XCTest
import HybridVocabulary

/// A dead web process brings its page back by itself: same URL (deep link
/// included), same scroll position, bridge up, and the page told why.
final class RecoveryTests: XCTestCase {
    static let tallPage = """
        <title>deep</title><style>body{margin:0} div{height:6000px;background:linear-gradient(#fff,#00f)}</style>
        <div></div><script>
        window.recoveredWith = null;
        hybrid.on('container.recovered', e => { window.recoveredWith = e.reason; });
        hybrid.register('h5.where', () => location.pathname + location.search);
        window.eat = () => { window.hog = []; setInterval(() => { for (let i = 0; i < 20; i++) window.hog.push(new Float64Array(1 << 20).fill(i)); }, 10); };
        </script>
        """

    /// Opens the tall page at a deep link and scrolls it the way a user would.
    @MainActor
    static func openScrolled(_ container: WebContainer, _ server: TestServer, path: String) async throws -> URL {
        await server.serve(html: tallPage, at: path)
        let url = server.url(path + "?item=42")
        try await container.load(url)
        try await eventually("bridge up") { container.bridge.isPageReady }
        _ = try await container.evaluateJavaScript("window.scrollTo(0, 1234)")
        try await eventually("scroll reported") { container.scrollPosition?.y == 1234 }
        return url
    }

    @MainActor
    static func assertRecovered(_ container: WebContainer, _ delegate: RecoveryDelegate, url: URL, reason: WebProcessTerminationReason) async throws {
        try await eventually("recovered (terminations: \(delegate.terminations), failures: \(delegate.failures))", limit: .seconds(20)) {
            delegate.recoveries.count == 1
        }
        XCTAssertEqual(delegate.terminations, [reason])
        XCTAssertEqual(delegate.failures, [])
        XCTAssertEqual(container.url, url)
        let scrolled = try await container.evaluateJavaScript("window.scrollY")
        XCTAssertEqual(scrolled, 1234)
        try await eventually("page heard recovered") {
            try await container.evaluateJavaScript("window.recoveredWith") == .string(reason.code)
        }
        let whereNow: String = try await container.bridge.call("h5.where", JSONValue.null)
        XCTAssertEqual(whereNow, url.path + "?item=42")
    }

    func test_terminatedByAPI_pageComesBackAtSameURLAndScroll_andHearsRecovered() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = RecoveryDelegate()
            container.delegate = delegate
            let url = try await Self.openScrolled(container, server, path: "/recover/api")
            try container.engineView.terminateWebProcess()
            try await Self.assertRecovered(container, delegate, url: url, reason: .terminatedByClient)
            let loads = await server.requests(to: "/recover/api")
            XCTAssertEqual(loads.count, 2, "the page was fetched again")
        }
    }

    func test_sigkilledWebProcess_pageComesBack() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = RecoveryDelegate()
            container.delegate = delegate
            let before = ChildProcesses.current()
            let url = try await Self.openScrolled(container, server, path: "/recover/kill")
            let started = ChildProcesses.current().subtracting(before)
            XCTAssertEqual(started.count, 1, "the first load starts exactly one web process: \(started)")
            let pid = try XCTUnwrap(started.first)
            XCTAssertEqual(kill(pid, SIGKILL), 0)
            try await Self.assertRecovered(container, delegate, url: url, reason: .crashed)
        }
    }

    func test_webProcessOverItsMemoryLimit_pageComesBack() throws {
        try EngineHarness.run(limit: .seconds(90)) { _, server in
            let engine = try GTKEngine(webProcessMemoryLimitMB: 200)
            let container = WebContainer(view: engine.makeGTKView())
            defer { container.close() }
            let delegate = RecoveryDelegate()
            container.delegate = delegate
            let url = try await Self.openScrolled(container, server, path: "/recover/memory")
            _ = try await container.evaluateJavaScript("window.eat(); true")
            try await Self.assertRecovered(container, delegate, url: url, reason: .exceededMemoryLimit)
        }
    }

    func test_pendingNativeCall_settlesPageGone_andTheRecoveredPageAnswersNewCalls() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = RecoveryDelegate()
            container.delegate = delegate
            await server.serve(html: "<script>hybrid.register('h5.hang', () => new Promise(() => {})); hybrid.register('h5.ok', () => 'ok');</script>",
                               at: "/recover/calls")
            try await container.load(server.url("/recover/calls"))
            let hanging = Task { @MainActor in await bridgeFailure { try await container.bridge.callRaw("h5.hang") } }
            try await eventually("call delivered") { container.bridge.pending.count == 1 }
            try container.engineView.terminateWebProcess()
            let error = await hanging.value
            XCTAssertEqual(error, .pageGone)
            try await eventually("recovered") { delegate.recoveries.count == 1 }
            let answer: String = try await container.bridge.call("h5.ok", JSONValue.null)
            XCTAssertEqual(answer, "ok")
        }
    }

    func test_crashLoop_stopsReloading_andTheDelegateDecides() throws {
        try EngineHarness.run(limit: .seconds(90)) { engine, server in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = RecoveryDelegate()
            delegate.crashLoopDecision = .showErrorPage(html: "<title>sorry</title><p>down</p>", baseURL: nil)
            container.delegate = delegate
            container.configuration.recoveryPolicy = RecoveryPolicy(crashLoopLimit: 3, crashLoopWindow: .seconds(60))
            await server.serve(html: "<title>fragile</title>", at: "/recover/loop")
            try await container.load(server.url("/recover/loop"))
            for round in 1...2 {
                try container.engineView.terminateWebProcess()
                try await eventually("recovery \(round)") { delegate.recoveries.count == round }
            }
            XCTAssertEqual(delegate.crashLoops, [])
            try container.engineView.terminateWebProcess()
            try await eventually("crash loop decided") { delegate.crashLoops == [3] }
            try await eventually("error page shown") { try await container.evaluateJavaScript("document.title") == "sorry" }
            XCTAssertEqual(delegate.recoveries.count, 2, "no third automatic reload")
            let loads = await server.requests(to: "/recover/loop")
            XCTAssertEqual(loads.count, 3, "the first load and two recoveries")
        }
    }

    /// Recovery starts inside WebKit's death notice, so a container the app closes
    /// on a crash loop is closed inside it: the view lets go of WebKit's one a turn later.
    func test_crashLoop_closeDecision_closesTheContainer() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = RecoveryDelegate()
            delegate.crashLoopDecision = .close
            container.delegate = delegate
            container.configuration.recoveryPolicy = RecoveryPolicy(crashLoopLimit: 1, crashLoopWindow: .seconds(60))
            await server.serve(html: "<title>fragile</title>", at: "/recover/close")
            try await container.load(server.url("/recover/close"))
            try container.engineView.terminateWebProcess()
            try await eventually("closed on the app's decision") { container.isClosed }
            XCTAssertEqual(delegate.crashLoops, [1])
            XCTAssertEqual(delegate.recoveries.count, 0)
        }
    }

    /// The delegate hears of the death inside WebKit's own notice; closing the container there is safe.
    func test_containerClosedAsTheDelegateHearsOfTheDeath_closesWithoutRecovering() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = RecoveryDelegate()
            delegate.closesOnTermination = true
            container.delegate = delegate
            await server.serve(html: "<title>fragile</title>", at: "/recover/given-up")
            try await container.load(server.url("/recover/given-up"))
            try container.engineView.terminateWebProcess()
            XCTAssertTrue(container.isClosed)
            XCTAssertEqual(delegate.terminations, [.terminatedByClient])
            try await Task.sleep(for: .milliseconds(300))  // nothing may come after the close: no recovery, no crash
            XCTAssertEqual(delegate.recoveries.count + delegate.failures.count, 0)
        }
    }

    func test_hiddenContainer_waitsUntilShown_thenRecovers() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = RecoveryDelegate()
            container.delegate = delegate
            let url = try await Self.openScrolled(container, server, path: "/recover/hidden")
            container.isVisible = false
            try container.engineView.terminateWebProcess()
            try await eventually("termination seen") { delegate.terminations.count == 1 }
            XCTAssertTrue(container.isRecoveryPending)
            // Let any (wrong) recovery run its course before checking nothing reloaded.
            for _ in 0..<20 { await Task.yield() }
            let whileHidden = await server.requests(to: "/recover/hidden")
            XCTAssertEqual(whileHidden.count, 1, "nothing reloads while hidden")
            XCTAssertEqual(delegate.recoveries, [])
            container.isVisible = true
            try await Self.assertRecovered(container, delegate, url: url, reason: .terminatedByClient)
            XCTAssertFalse(container.isRecoveryPending)
        }
    }
}
