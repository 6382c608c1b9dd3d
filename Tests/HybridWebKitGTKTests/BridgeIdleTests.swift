import Foundation
@testable import HybridCore
import HybridTestServer
import HybridWebKitGTK
import XCTest
import HybridVocabulary

/// An idle page costs nothing: its standing wait is one message that native
/// holds, also once the documents before it were left. (A left document that
/// waited again, as one replaced by a load of the same URL did, traded waits
/// with the shown one about 4,000 times a second, kept both processes busy,
/// and took native calls meant for the shown page, which then timed out.)
final class BridgeIdleTests: XCTestCase {
    func test_afterLoadsOfTheSameURL_otherURLs_aReloadAndABackMove_anIdlePageSendsNoWaits_andNativeCallsReachTheShownPage() throws {
        try EngineHarness.run { engine, server in
            let html = "<script>hybrid.register('h5.where', () => location.pathname);</script>"
            await server.serve(html: html, at: "/idle/a")
            await server.serve(html: html, at: "/idle/b")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            for path in ["/idle/a", "/idle/a", "/idle/b", "/idle/a"] {
                try await container.load(server.url(path))
                try await container.bridge.waitUntilPageReady()
                try await Self.expectIdle(container, at: path)
            }
            try await container.reload()
            try await container.bridge.waitUntilPageReady()
            try await Self.expectIdle(container, at: "/idle/a")
            try await container.goBack()
            try await container.bridge.waitUntilPageReady()
            try await Self.expectIdle(container, at: "/idle/b")
        }
    }

    @MainActor
    private static func expectIdle(_ container: WebContainer, at path: String) async throws {
        let answered: String = try await container.bridge.call("h5.where", JSONValue.null)
        XCTAssertEqual(answered, path)
        let before = container.bridge.channel.waitsReceived
        try await Task.sleep(for: .milliseconds(400))
        XCTAssertLessThanOrEqual(container.bridge.channel.waitsReceived - before, 1, "waits an idle page at \(path) sent in 400 ms")
    }
}
