import Foundation
import HybridCore
import HybridTestServer
@testable import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// A pool lease shown in a window carries the app's configuration from its first load.
final class PooledWindowTests: XCTestCase {
    func test_pooledLease_inWindow_carriesConfigurationFromFirstLoad() throws {
        try EngineHarness.run { engine, server in
            let pool = WebViewPool(engine: engine, maximumIdle: 1)
            let delegate = ShellDelegate()
            var configuration = ContainerConfiguration()
            configuration.delegate = delegate
            configuration.title = "Leased"
            configuration.commonParameters = try CommonParameters(queryItems: [URLQueryItem(name: "channel", value: "shell")], queryHosts: ["127.0.0.1"])
            configuration.navigationPolicy = NavigationPolicyChain([BlockedPath("/forbidden")])
            let container = try await pool.lease(configuration: configuration)
            let window = try HybridWindow(container: container, width: 400, height: 500)
            window.show()
            await server.serve(html: "<title>leased page</title>", at: "/leased")
            try await container.load(server.url("/leased"))
            XCTAssertEqual(window.headerTitle, "Leased")
            XCTAssertEqual(delegate.started.count, 1)
            let requests = await server.requests(to: "/leased")
            let request = try XCTUnwrap(requests.last)
            XCTAssertEqual(request.query["channel"], "shell")
            do {
                try await container.load(server.url("/forbidden"))
                XCTFail("the policy chain did not apply")
            } catch let error as NavigationError {
                XCTAssertEqual(error, .cancelled)
            }
            XCTAssertFalse(window.isErrorShown, "a cancelled navigation is not an error to show")
            window.close()
            XCTAssertTrue(container.isClosed)
            XCTAssertEqual(pool.statistics.returns, 1, "the lease went back to its pool")
            try await eventually("a warm view waits again") { pool.idleCount == 1 }
        }
    }
}

/// Cancels every navigation to one path.
@MainActor
final class BlockedPath: NavigationHandler {
    let path: String
    init(_ path: String) { self.path = path }
    func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        action.request.url?.path == path ? .cancel : nil
    }
}
