import Foundation
@testable import HybridCore
import HybridTestServer
import HybridTesting
import HybridWebKitGTK
import XCTest

/// Red team (issue 56, item 5), on WebKitGTK, which names no navigation: while the app's load of
/// `/race/next` waits on a slow server, the old document sets `location` to a URL of the same origin
/// it chose. Its navigation overtakes the app's and commits first; it must not commit as the app's load.
final class TrustRaceInWebKitTests: XCTestCase {
    func test_thePagesOwnNavigation_overtakingAnAppLoad_ofTheSameOrigin_isNotTheAppsLoad() throws {
        try EngineHarness.run(limit: .seconds(60)) { engine, server in
            await server.serve(html: "<title>old</title>", at: "/race/old")
            await server.serve(html: "<title>chosen</title>", at: "/race/chosen")
            await server.route("/race/next") { _ in TestResponse(headers: [(name: "Content-Type", value: "text/html")], body: Data("<title>next</title>".utf8), delay: .seconds(3)) }
            let page = try WebContainer(engine: engine)
            defer { page.close() }
            try await page.load(server.url("/race/old"))
            XCTAssertEqual(page.documentTrust.current, .appLoad)
            _ = try await page.callAsyncJavaScript("setTimeout(() => { location.href = '/race/chosen?amount=999'; }, 300); return true", arguments: [:])
            let load = Task { try await page.load(server.url("/race/next")) }
            try await eventually("the page's own navigation committed", limit: .seconds(10)) { page.url?.path == "/race/chosen" }
            print("red team trust race: \(page.documentTrust.current) at \(page.url?.absoluteString ?? "nil")")
            XCTAssertNotEqual(page.documentTrust.current, .appLoad, "the page's own navigation took the app's trust")
            _ = try? await load.value
        }
    }
}
