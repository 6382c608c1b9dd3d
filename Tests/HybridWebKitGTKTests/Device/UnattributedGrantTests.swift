import Foundation
import HybridCore
import HybridVocabulary
import HybridTestServer
import HybridTesting
import HybridWebKitGTK
import XCTest

/// An iframe of another origin asks for the location. WebKitGTK cannot say
/// which frame asked, so a plain `.grant` (meant for the app's own page) is
/// refused: the frame gets a permission error. Only a grant that says it holds
/// for another frame gives it coordinates.
final class UnattributedGrantTests: XCTestCase {
    private static func frameAnswer(_ decision: PermissionRequest.Decision) throws -> String {
        let said = LockedValue("")
        try EngineHarness.run { engine, server in
            await server.serve(html: """
                <script>navigator.geolocation.getCurrentPosition(p => parent.postMessage('position ' + p.coords.latitude, '*'),
                  e => parent.postMessage('error ' + e.code, '*'));</script>
                """, at: "/unattributed-geo-frame")
            let delegate = DeviceDelegate()
            delegate.decision = decision
            engine.geolocationPosition = try GeolocationPosition(latitude: 52.5, longitude: 13.4, accuracy: 10)
            let window = try await PermissionTests.open(engine, server, delegate, html: """
                <title>host</title><script>window.frameSaid = null; addEventListener('message', e => { frameSaid = e.data; });</script>
                <iframe allow="geolocation" src="\(server.secondURL("/unattributed-geo-frame").absoluteString)"></iframe>
                """, path: "/unattributed-geo-host")
            defer {
                window.close()
                engine.geolocationPosition = nil
            }
            try await eventually("frame answered") { try await window.container.evaluateJavaScript("frameSaid !== null") == true }
            XCTAssertEqual(delegate.permissionRequests.first?.sender, .unattributed)
            let text = try await window.container.evaluateJavaScript("frameSaid", as: String.self)
            said.withLock { $0 = text }
        }
        return said.withLock { $0 }
    }

    func test_plainGrant_ofARequestNoFrameCanBeProvenToMake_givesTheFrameAPermissionError() throws {
        XCTAssertEqual(try Self.frameAnswer(.grant), "error 1", "PERMISSION_DENIED, not coordinates")
    }

    func test_grantEvenIfFromAnotherFrame_givesTheFrameThePosition() throws {
        XCTAssertEqual(try Self.frameAnswer(.grant(evenIfFromAnotherFrame: true)), "position 52.5")
    }
}
