import Foundation
import Testing
@testable import HybridCore
import HybridTesting
import HybridVocabulary

/// Red team: every rule kind a page's push or link can reach is a door, and each asks who is
/// asking as the bridge does: an `"app"` rule needs the asking app's grant of
/// `hybrid.navigator.startApp`, a `"uri"` rule a trusted page a person sees (and the grant), an
/// `"external"` rule a person's gesture, spent once, and a `"package"` rule trusts its package only
/// for a trusted asker. Pages run on the fake engine; apps are served with the grants each test names.
@MainActor
struct NavigatorRuleDoorsTests {
    static let rules = #"""
        [{"patterns": ["^/pay$"], "properties": {"app": "pay"}},
         {"patterns": ["^/scan$"], "properties": {"uri": "scan"}},
         {"patterns": ["^/help$"], "properties": {"external": true}},
         {"patterns": ["^/checkout/"], "properties": {"package": "checkout"}}]
        """#
    typealias F = NavigatorDoorsFixture

    @Test func aPushFromAnAppGrantedNothing_intoAnAppRule_isRefused_likeItsStartApp() async throws {
        let f = try F(grants: ["a": [], "pay": []], rules: Self.rules)
        try await f.navigator.route(F.url("/home"))
        try await f.navigator.startApp("a")
        let a = try await f.commitTop()
        let code = await F.refusal { try await f.navigator.pagePush("/pay?amount=1", overrides: [:], passData: .null, from: a) }
        #expect(code == "capability_not_granted")
        let started = await F.refusal {
            try await f.navigator.startApp("pay", params: .null, proposal: NavigatorProposal(url: URL(string: "about:blank")!, from: a))
        }
        #expect(started == "capability_not_granted")
        #expect(f.urls == ["https://m.example/home", "app://a/index.html"], "pay started without the power")
    }

    @Test func aPushFromAnAppGranted_startApp_orFromTheHostsPage_startsTheAppByTheRule() async throws {
        let f = try F(grants: ["a": ["hybrid.navigator.startApp"], "pay": []], rules: Self.rules)
        try await f.navigator.route(F.url("/home"))
        let host = try await f.commitTop()
        try await f.navigator.pagePush("/pay?amount=1", overrides: [:], passData: .null, from: host)
        #expect(try f.top.startupParams.objectValue?["params"] == ["amount": "1"])
        try await f.navigator.pop()
        try await f.navigator.startApp("a")
        let a = try await f.commitTop()
        try await f.navigator.pagePush("/pay?amount=2", overrides: [:], passData: .null, from: a)
        #expect(f.urls == ["https://m.example/home", "app://a/index.html", "app://pay/index.html"])
        #expect(try f.top.startupParams.objectValue?["params"] == ["amount": "2"])
    }

    @Test func aUriRule_opensItsNativeScreen_onlyForTheTrustedShownPage_andAnAppGrantedTheStartAppPower() async throws {
        let f = try F(grants: ["a": [], "b": ["hybrid.navigator.startApp"]], rules: Self.rules)
        var opened: [String] = []
        f.navigator.registerNativeScreen("scan") { url, _ in opened.append(url.absoluteString) }
        try await f.navigator.route(F.url("/home"))
        let host = try await f.commitTop()
        try await f.navigator.pagePush("/scan", overrides: [:], passData: .null, from: host)
        #expect(opened == ["https://m.example/scan"])

        // The same page once it followed a link of its own: its document is no longer the app's load.
        try await f.topNavigatesItself(to: "/elsewhere")
        #expect(await F.refusal { try await f.navigator.pagePush("/scan", overrides: [:], passData: .null, from: host) }
                == "navigator_asker_not_trusted")

        try await f.navigator.startApp("a")
        let a = try await f.commitTop()
        #expect(await F.refusal { try await f.navigator.pagePush("https://m.example/scan", overrides: [:], passData: .null, from: a) }
                == "capability_not_granted")
        try await f.navigator.startApp("b")
        let b = try await f.commitTop()
        try await f.navigator.pagePush("https://m.example/scan", overrides: [:], passData: .null, from: b)
        #expect(opened == ["https://m.example/scan", "https://m.example/scan"])
        #expect(f.navigator.main.count == 3, "a native screen opened a page")
    }

    @Test func anExternalRule_needsAPersonsGesture_andOneGestureOpensOnce() async throws {
        let f = try F(grants: [:], rules: Self.rules)
        var opened = 0
        f.navigator.onOpenExternally = { _ in opened += 1 }
        f.navigator.maximumPushesPerSecond = 20  // the gesture refuses here, not the push rate
        try await f.navigator.route(F.url("/home"))
        let host = try await f.commitTop()
        for _ in 0..<5 {
            #expect(await F.refusal { try await f.navigator.pagePush("/help", overrides: [:], passData: .null, from: host) }
                    == "user_activation_required")
        }
        #expect(opened == 0, "a page opened the system browser with no tap")
        try await f.navigator.pagePush("/help", overrides: [:], passData: .null, from: host, hasGesture: true)
        #expect(await F.refusal { try await f.navigator.pagePush("/help", overrides: [:], passData: .null, from: host, hasGesture: true) }
                == "user_activation_required")
        #expect(opened == 1, "one tap opened the system browser twice")
        try #require(host.container).gestureDidEnd()
        try await f.navigator.pagePush("/help", overrides: [:], passData: .null, from: host, hasGesture: true)
        #expect(opened == 2)
        try await f.navigator.route(F.url("/help"))  // the app's own route needs no gesture
        #expect(opened == 3)
    }

    /// Through the bridge, as a page asks: `hybrid.navigator.push` carries the runtime's record of the tap,
    /// and the opening spends it, so the same tap lets no gesture-required power through after it.
    @Test func aPagesPushIntoAnExternalRule_spendsItsTap_onTheOpening() async throws {
        let f = try F(grants: [:], rules: Self.rules)
        var opened = 0
        f.navigator.onOpenExternally = { _ in opened += 1 }
        try await f.navigator.route(F.url("/home"))
        let host = try #require(try await f.commitTop().container)
        let view = try #require(PoolFixture.view(of: host))
        host.bridge.registerRaw("pay", options: BridgeHandlerOptions(requiresUserActivation: true)) { params, _ in params }
        func call(_ name: String, _ params: String) async -> String {
            let text = RuntimePost.message(#"{"t":"call","id":7,"name":"\#(name)","params":\#(params)}"#, origin: "https://m.example",
                                           isMainFrame: true, hasUserActivation: true)
            guard case .success(.string(let reply))? = await view.post(.string(text), to: "hybridkit") else { return "no reply" }
            return reply
        }
        let untapped = await call("hybrid.navigator.push", #"{"url": "/help"}"#)
        #expect(untapped.contains(#""code":"user_activation_required""#), "\(untapped)")
        _ = await view.post(.string(RuntimePost.gesture(origin: "https://m.example", isMainFrame: true)), to: "hybridkit")
        let tapped = await call("hybrid.navigator.push", #"{"url": "/help"}"#)
        #expect(!tapped.contains(#""error""#), "\(tapped)")
        #expect(opened == 1)
        let after = await call("pay", "{}")
        #expect(after.contains(#""code":"user_activation_required""#), "the tap that opened the browser also paid: \(after)")
    }

    @Test func aPackageRule_trustsItsPackage_forATrustedAsker_only() async throws {
        let f = try F(grants: [:], rules: Self.rules)
        let checkout = try BridgeOrigin("app://checkout")
        try await f.navigator.route(F.url("/home"))
        let host = try await f.commitTop()
        try await f.navigator.pagePush("/checkout/pay.html", overrides: [:], passData: .null, from: host)
        #expect(try f.top.url.absoluteString == "app://checkout/checkout/pay.html")
        #expect(try f.top.container?.trustedOrigins.contains(checkout) == true)
        try await f.navigator.pop()

        try await f.topNavigatesItself(to: "/forum/thread")
        try await f.navigator.pagePush("/checkout/pay.html?from=forum", overrides: [:], passData: .null, from: host)
        #expect(try f.top.url.absoluteString == "app://checkout/checkout/pay.html?from=forum")
        #expect(try f.top.container?.trustedOrigins.contains(checkout) == false,
                "a page the person navigated to gave the package the app's trust")
    }
}
