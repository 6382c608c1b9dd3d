import Foundation
import HybridCore
// The one `eventually`, for every file of this target.
import HybridTestServer
import HybridWebKitGTK
import XCTest
import HybridVocabulary

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
