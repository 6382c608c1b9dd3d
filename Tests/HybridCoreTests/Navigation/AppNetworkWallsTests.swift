import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridEngineInterface
import HybridTesting
import HybridVocabulary
import Testing

/// An app's network walls on the fake engine: its pages go only to their own origin and the hosts
/// their grant names (`navigate:`), the engine's Content-Security-Policy keeps connections and frames
/// to the hosts it names, and the host's own loads pass.
@MainActor
struct AppNetworkWallsTests {
    private static func action(_ url: String, main: Bool? = true, newWindow: Bool = false) -> NavigationAction {
        NavigationAction(request: URLRequest(url: URL(string: url)!), kind: .linkActivated, opensNewWindow: newWindow, isUserGesture: true,
                         sourceFrame: nil, targetFrame: main.map { FrameInfo(isMainFrame: $0, securityOrigin: "app://a") })
    }

    private static func page(_ limits: [String: Set<String>?]) throws -> (GrantedApps, WebContainer, FakeWebEngineView) {
        let apps = try GrantedApps(limits)
        let (container, view) = try apps.container()
        view.state.url = URL(string: "app://a/index.html")
        return (apps, container, view)
    }

    @Test func anAppsPage_goesOnlyToItsOwnOriginAndTheHostsItsGrantNames() async throws {
        let (apps, container, view) = try Self.page(["a": ["navigate:*.shop.example", "frame:pay.example"], "b": []])
        defer { withExtendedLifetime(apps) {} }
        var refusals: [String] = []
        container.bridge.onWallRefusal = { url, reason in refusals.append("\(url.host ?? "") \(reason)") }
        #expect(await view.navigate(Self.action("https://evil.example/", newWindow: true)) == .cancel, "a new window is a top-level load")
        #expect(await view.navigate(Self.action("app://a/next.html")) == .allow)
        #expect(await view.navigate(Self.action("https://m.shop.example/cart")) == .allow)
        #expect(await view.navigate(Self.action("https://shop.example/")) == .allow, "*. covers the domain itself")
        #expect(await view.navigate(Self.action("https://evil.example/")) == .cancel)
        #expect(await view.navigate(Self.action("https://pay.example/", main: true)) == .cancel, "frame: is not navigate:")
        #expect(await view.navigate(Self.action("https://pay.example/", main: nil)) == .allow, "an engine that names no frame: a frame may load it")
        #expect(await view.navigate(Self.action("https://evil.example/", main: false)) == .allow, "frames are the engine's policy's (frame-src)")
        #expect(await view.navigate(Self.action("app://b/index.html")) == .cancel, "another app starts through the navigator")
        #expect(refusals.count == 3, "\(refusals)")
        #expect(refusals.first == "evil.example app a's pages may not go to evil.example: its grant names no navigate:evil.example")
    }

    @Test func thePageOpenedAsAnApp_staysWalledAfterItLeavesTheAppsOrigin() async throws {
        let (apps, container, view) = try Self.page(["a": ["navigate:shop.example"]])
        defer { withExtendedLifetime(apps) {} }
        container.bridge.pageApp = URL(string: "app://a/index.html")
        view.state.url = URL(string: "https://shop.example/")
        #expect(await view.navigate(Self.action("https://evil.example/")) == .cancel)
        #expect(await view.navigate(Self.action("https://shop.example/next")) == .allow)
    }

    @Test func theHostsOwnLoad_andPagesOfNoApp_areNotWalled() async throws {
        let (apps, container, view) = try Self.page(["a": []])
        defer { withExtendedLifetime(apps) {} }
        let loading = Task { try await container.load(URL(string: "https://partner.example/")!, timeout: .seconds(5)) }
        #expect(try await view.startNavigation(), "the host's own load of a host the app may not visit starts")
        loading.cancel()
        let (other, otherView) = try apps.container()
        defer { withExtendedLifetime(other) {} }
        otherView.state.url = URL(string: "https://news.example/")
        #expect(await otherView.navigate(Self.action("https://evil.example/")) == .allow)
    }

    @Test func networkCapabilities_nameAUseAndAHost_andCoverNarrowerOnes() {
        for valid in ["connect:api.shop.example", "frame:pay.example", "navigate:*.shop.example", "connect:127.0.0.1", "connect:localhost"] {
            #expect(AppCapabilities.problem(with: valid) == nil, "\(valid)")
        }
        for invalid in ["connect:", "connect:*", "connect:https://api.example", "connect:api.example:443", "connect:API.example",
                        "post:api.example", "navigate:*.com.", "connect:a/b"] {
            #expect(AppCapabilities.problem(with: invalid) != nil, "\(invalid)")
        }
        #expect(AppCapabilities.covers(["connect:*.shop.example"], "connect:api.shop.example"))
        #expect(AppCapabilities.covers(["connect:*.shop.example"], "connect:*.eu.shop.example"))
        #expect(!AppCapabilities.covers(["connect:*.shop.example"], "frame:api.shop.example"), "a use covers only itself")
        #expect(!AppCapabilities.covers(["connect:api.shop.example"], "connect:*.shop.example"))
        #expect(!AppCapabilities.covers(["connect:*.shop.example"], "connect:evilshop.example"))
        #expect(AppCapabilities.granted(["connect:api.shop.example", "connect:evil.example"], within: ["connect:*.shop.example"])
                == ["connect:api.shop.example"], "the host's ceiling caps the manifest's hosts too")
        #expect(!AppCapabilities.allows("connect:api.shop.example", within: ["connect:api.shop.example"]), "a host is no handler")
    }

    @Test func theContentSecurityPolicy_ofAWalledApp_namesItsHostsAndNothingElse() throws {
        let policy = try #require(AppNetworkWalls.contentSecurityPolicy(for: ["ui", "connect:api.shop.example", "frame:*.pay.example",
                                                                             "navigate:shop.example", "connect:127.0.0.1"]))
        #expect(policy.contains("connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:* https://127.0.0.1:* wss://127.0.0.1:* https://api.shop.example:* wss://api.shop.example:*")
                || policy.contains("connect-src 'self' https://127.0.0.1:* wss://127.0.0.1:* http://127.0.0.1:* ws://127.0.0.1:* https://api.shop.example:* wss://api.shop.example:*"), "\(policy)")
        #expect(policy.contains("frame-src 'self' https://pay.example:* https://*.pay.example:*"), "\(policy)")
        #expect(policy.contains("form-action 'self' https://shop.example:*"), "\(policy)")
        #expect(policy.contains("frame-ancestors 'self'"))
        #expect(policy.contains("script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:"), "no script from the network")
        #expect(AppNetworkWalls.contentSecurityPolicy(for: nil) == nil, "an unlimited package: no walls")
        let bare = try #require(AppNetworkWalls.contentSecurityPolicy(for: []))
        #expect(bare.contains("connect-src 'self';"), "\(bare)")
    }
}
