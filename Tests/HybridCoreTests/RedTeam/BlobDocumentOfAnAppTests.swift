import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import HybridVocabulary
import Testing

/// Red team (issue 56, items 1 and 4): an app's page navigates its top to a `blob:` document it made
/// itself (WebKitGTK loads it: `blob:app://a/<uuid>`, still of app a's origin). The page's main
/// document then named no app (a blob URL has no host), so a page opened without the navigator's
/// record of its app (a host's own `load(app://a/…)`, a "package" rule) had no walls and its
/// sandboxed frames no grant. A blob document is its creator's: its app's walls and grant hold.
@MainActor
struct BlobDocumentOfAnAppTests {
    /// App a, granted nothing, in a container the host loaded it into (no navigator), now at a blob document of its own.
    static func appAtABlobDocument() async throws -> (WebContainer, FakeWebEngineView) {
        let apps = try GrantedApps(["a": []])
        let (container, view) = try apps.container(trusting: ["app://a"])
        container.bridge.registerRaw("ui.toast", options: BridgeHandlerOptions(allowedOrigins: .any, mainFrameOnly: false)) { _, _ in .null }
        let load = Task { try await container.load(URL(string: "app://a/index.html")!) }
        try await view.finishNavigation()
        _ = try await load.value
        let blob = URL(string: "blob:app://a/6f1d7a52-3c1e-4c55-9b8e-2f0c7d1a9e11")!
        #expect(await view.navigate(NavigationAction(request: URLRequest(url: blob), kind: .other)) == .allow)
        try await view.finishNavigation()
        #expect(container.url == blob)
        return (container, view)
    }

    @Test func aBlobDocumentOfAnApp_staysWithinItsWalls() async throws {
        let (container, view) = try await Self.appAtABlobDocument()
        var refused: [String] = []
        container.bridge.onWallRefusal = { url, _ in refused.append(url.absoluteString) }
        let out = NavigationAction(request: URLRequest(url: URL(string: "https://elsewhere.example/")!), kind: .other)
        #expect(await view.navigate(out) == .cancel, "a blob document of app a left its walls")
        #expect(refused == ["https://elsewhere.example/"])
    }

    @Test func aSandboxedFrame_inABlobDocumentOfAnApp_isHeldToItsGrant() async throws {
        let (container, view) = try await Self.appAtABlobDocument()
        defer { withExtendedLifetime(container) {} }
        let reply = await GrantedApps.call(view, "ui.toast", origin: "null", isMainFrame: false)
        #expect(reply?.contains(#""code":"capability_not_granted""#) == true, "\(reply ?? "no reply")")
    }
}
