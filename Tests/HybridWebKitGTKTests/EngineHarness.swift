import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import XCTest

/// Runs a test body on the main actor inside GLib's loop, with one engine and
/// one loopback server shared by the whole test run. A body that hangs fails
/// after `limit` instead of stalling the suite.
@MainActor
enum EngineHarness {
    private static var sharedEngine: GTKEngine?
    private static var sharedServer: TestServer?

    /// XCTest on Linux cannot run `@MainActor` test classes, but it calls every
    /// test on the main thread, which is the main actor's.
    nonisolated static func run(
        limit: Duration = .seconds(60),
        _ body: @escaping @MainActor (GTKEngine, TestServer) async throws -> Void
    ) throws {
        try MainActor.assumeIsolated { try runOnMain(limit: limit, body) }
    }

    private static func runOnMain(limit: Duration, _ body: @escaping @MainActor (GTKEngine, TestServer) async throws -> Void) throws {
        try HeadlessDisplay.ensure()
        try MainLoop.run(timeout: limit) {
            let engine = try sharedEngine ?? GTKEngine()
            sharedEngine = engine
            let server: TestServer
            if let sharedServer { server = sharedServer } else { server = try await TestServer.start() }
            sharedServer = server
            try await body(engine, server)
        }
    }

    /// A container on the shared engine, closed by the caller.
    static func container(_ engine: GTKEngine, settings: EngineSettings = EngineSettings()) throws -> WebContainer {
        WebContainer(view: engine.makeGTKView(settings: settings))
    }
}

enum HarnessError: Error {
    case timedOut(Duration)
}

/// Waits on the main actor until `condition` holds, checking after each turn of
/// the loop with a short sleep; fails after `limit`.
@MainActor
func eventually(_ what: String = "condition", limit: Duration = .seconds(10), _ condition: @MainActor () async throws -> Bool) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while clock.now < deadline {
        if try await condition() { return }
        try await Task.sleep(for: .milliseconds(10))
    }
    XCTFail("timed out waiting for \(what)")
    throw HarnessError.timedOut(limit)
}
