import Foundation
import HybridCore
@testable import HybridOffline
import HybridSchemes
import Testing

/// Red team: an app's origin is `app://<id>`, and the bridge gate reads the app's signed capabilities
/// by that exact origin. The same app's files served at `app://<id>:8080/` (or `app://x@<id>/`, whose
/// origin WebKit keeps apart by port) would run the app's code at an origin no manifest limits: a
/// handler open to every origin then answers the app its manifest refused. The scheme handler serves
/// an app only at the origin it is limited at.
@MainActor
struct OfflineAppsOriginSpellingTests {
    @Test func anAppsFiles_areServedAtItsOneOrigin_neverWithAPortOrAUser() async throws {
        let apps = OfflineApps(folder: TestPackages.temporaryFolder("apps"))
        let id = "spelled-\(String(UInt32.random(in: 0...UInt32.max), radix: 36))"
        let host = try apps.add(id, trust: PublisherTrust(publicKey: TestPackages.key.publicKey))
        let site = try SchemeFixtureFolder.make(["index.html": Data("<p>\(id)</p>".utf8)])
        let zip = TestPackages.temporaryFolder("zip").appendingPathExtension("zip")
        try PackageBuilder.build(folder: site, version: "1.0.0", app: id, key: TestPackages.key, output: zip)
        host.server.activeVersion = try PackageInstaller(store: host.store).install(zip).installed
        func status(_ url: String) async throws -> Int {
            await apps.router.response(for: URLSchemeRequest(url: try #require(URL(string: url)), pageURL: URL(string: "app://\(id)/index.html"))).status
        }
        #expect(try await status("app://\(id)/index.html") == 200)
        for spelled in ["app://\(id):8080/index.html", "app://\(id):0/index.html", "app://someone@\(id)/index.html",
                        "app://someone:pw@\(id)/index.html"] {
            #expect(try await status(spelled) == 400, "\(spelled) was served: its origin is not the one the manifest limits")
            #expect(apps.router.immediateResponse(for: URLSchemeRequest(url: try #require(URL(string: spelled)))) == nil)
        }
    }
}
