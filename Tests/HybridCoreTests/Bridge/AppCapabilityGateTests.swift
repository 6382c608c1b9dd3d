import Foundation
import HybridCore
import HybridTesting
import HybridVocabulary
import Testing

/// The bridge gate reads an offline app's grant from the host that serves the app on the container's
/// engine, on the fake engine: what the grant does not cover is refused unrun with
/// `capability_not_granted`, on top of the handler's own rules, and other origins are untouched.
@MainActor
struct AppCapabilityGateTests {
    @Test func aMethodTheManifestDoesNotGrant_isRefusedUnrun_whileAGrantedModuleAndAnotherAppAnswer() async throws {
        let apps = try GrantedApps(["a": ["ui", "media.chooseImage"], "b": ["ui", "share.share"]])
        let (container, view) = try apps.container(trusting: ["app://a", "app://b"])
        var ran: [String] = []
        for name in ["share.share", "ui.toast", "media.chooseImage", "media.record", "offline.booted"] {
            container.bridge.registerRaw(name) { params, _ in ran.append(name); return params }
        }
        let refused = await GrantedApps.call(view, "share.share", origin: "app://a")
        #expect(refused?.contains(#""code":"capability_not_granted""#) == true, "\(refused ?? "no reply")")
        #expect(refused?.contains("is not among the capabilities this app's signed manifest grants") == true)
        let other = await GrantedApps.call(view, "media.record", origin: "app://a")
        #expect(other?.contains(#""code":"capability_not_granted""#) == true, "a granted method does not grant its siblings")
        #expect(ran.isEmpty)
        for name in ["ui.toast", "media.chooseImage", "offline.booted"] {
            let answered = await GrantedApps.call(view, name, origin: "app://a")
            #expect(answered?.contains(#""error""#) == false, "\(name): \(answered ?? "no reply")")
        }
        let shared = await GrantedApps.call(view, "share.share", origin: "app://b")
        #expect(shared?.contains(#""error""#) == false, "\(shared ?? "no reply")")
        #expect(ran == ["ui.toast", "media.chooseImage", "offline.booted", "share.share"])
    }

    @Test func theAppsOwnRule_stillRefusesWhatTheManifestGrants_theStricterWins() async throws {
        let apps = try GrantedApps(["a": ["share"]])
        let (container, view) = try apps.container()
        container.bridge.registerRaw("share.share") { params, _ in params }
        let refused = await GrantedApps.call(view, "share.share", origin: "app://a")
        #expect(refused?.contains(#""code":"origin_not_allowed""#) == true, "\(refused ?? "no reply")")
    }

    /// Red team: the grant table was one process-wide static keyed by origin, so the last host to serve
    /// `app://shop` decided for every container in the process, across profiles and hosts.
    @Test func twoHostsWithTheSameAppID_andDifferentGrants_doNotSeeEachOthers() async throws {
        let generous = try GrantedApps(["shop": ["share"]])
        let strict = try GrantedApps(["shop": []])
        let (open, openView) = try generous.container(trusting: ["app://shop"])
        let (closed, closedView) = try strict.container(trusting: ["app://shop"])
        for container in [open, closed] { container.bridge.registerRaw("share.share") { params, _ in params } }
        let allowed = await GrantedApps.call(openView, "share.share", origin: "app://shop")
        let refused = await GrantedApps.call(closedView, "share.share", origin: "app://shop")
        #expect(allowed?.contains(#""error""#) == false, "\(allowed ?? "no reply")")
        #expect(refused?.contains(#""code":"capability_not_granted""#) == true, "\(refused ?? "no reply")")
        strict.grants.set(["share"], forHost: "shop")
        generous.grants.set([], forHost: "shop")
        #expect(await GrantedApps.call(openView, "share.share", origin: "app://shop")?.contains("capability_not_granted") == true)
        #expect(await GrantedApps.call(closedView, "share.share", origin: "app://shop")?.contains(#""error""#) == false)
    }

    /// Red team: apps were limited only at `app://` origins, so a sandboxed `srcdoc` frame (origin
    /// `null`) or a frame of the app's own web site in an app's page was not limited at all.
    @Test func everyFrameOfAnAppsPage_isHeldToThatAppsGrant_whateverItsOrigin() async throws {
        let apps = try GrantedApps(["a": ["ui"]])
        let (container, view) = try apps.container(trusting: ["app://a", "https://a.example"])
        var ran: [String] = []
        for name in ["share.share", "ui.toast"] {
            container.bridge.registerRaw(name, options: BridgeHandlerOptions(allowedOrigins: .any, mainFrameOnly: false)) { params, _ in
                ran.append(name); return params
            }
        }
        view.state.url = URL(string: "app://a/index.html")
        for origin in ["null", "https://a.example", "https://elsewhere.example"] {
            let refused = await GrantedApps.call(view, "share.share", origin: origin, isMainFrame: false)
            #expect(refused?.contains(#""code":"capability_not_granted""#) == true, "\(origin): \(refused ?? "no reply")")
        }
        #expect(await GrantedApps.call(view, "ui.toast", origin: "null", isMainFrame: false)?.contains(#""error""#) == false)
        #expect(ran == ["ui.toast"])
        // The page was opened as app a: after it navigates to the web, its documents are still a's.
        container.bridge.pageApp = URL(string: "app://a/index.html")
        view.state.url = URL(string: "https://a.example/next")
        let away = await GrantedApps.call(view, "share.share", origin: "https://a.example")
        #expect(away?.contains(#""code":"capability_not_granted""#) == true, "\(away ?? "no reply")")
        #expect(container.bridge.appGrantAllows("share.share") == false)
        #expect(container.bridge.appGrantAllows("ui.toast"))
    }

    @Test func aPageOfNoApp_onAnEngineServingApps_isNotLimited() async throws {
        let apps = try GrantedApps(["a": []])
        let (container, view) = try apps.container(trusting: ["https://shop.example"])
        container.bridge.registerRaw("share.share") { params, _ in params }
        view.state.url = URL(string: "https://shop.example/")
        let answered = await GrantedApps.call(view, "share.share", origin: "https://shop.example")
        #expect(answered?.contains(#""error""#) == false, "\(answered ?? "no reply")")
        #expect(container.bridge.appGrantAllows("share.share"))
    }

    @Test func capabilitiesCover_aModuleOrAnExactMethod_andWideningListsWhatIsNew() {
        #expect(AppCapabilities.covers(["ui"], "ui.toast"))
        #expect(!AppCapabilities.covers(["ui"], "uix.toast"))
        #expect(AppCapabilities.covers(["share.share"], "share.share"))
        #expect(!AppCapabilities.covers(["share.share"], "share"))
        #expect(AppCapabilities.widening(from: ["ui"], to: ["ui.toast", "share.share"]) == ["share.share"])
        #expect(AppCapabilities.widening(from: ["ui", "share"], to: ["ui"]) == [])
        #expect(AppCapabilities.widening(from: nil, to: ["ui"]) == [], "no limit held: nothing can widen it")
        #expect(AppCapabilities.widening(from: [], to: nil) == nil, "no limit wanted: wider than any list")
        #expect(AppCapabilities.problem(with: "share.share") == nil)
        #expect(AppCapabilities.problem(with: "share..x") != nil)
        #expect(AppCapabilities.problem(with: "*") != nil)
    }

    /// Red team: `"hybrid"` was accepted as a capability, and then covered `hybrid.chrome.login` and `startApp`.
    @Test func aCapabilityNamingHybridKitsPlumbing_isRefused_butItsPowersByNameAreNot() {
        for refused in ["hybrid", "hybrid.navigator", "hybrid.chrome", "hybrid.keyboard", "hybrid.navigator.push", "offline", "offline.booted"] {
            let problem = AppCapabilities.problem(with: refused)
            #expect(problem?.contains("plumbing") == true, "\(refused): \(problem ?? "accepted")")
        }
        for accepted in ["hybrid.chrome.login", "hybrid.navigator.startApp", "hybrid.storage", "hybrid.storage.get", "ui", "share.share"] {
            #expect(AppCapabilities.problem(with: accepted) == nil, "\(accepted)")
        }
    }

    @Test func aGrant_isWhatTheManifestAsksAndTheHostAllows_exactlyTheHandlersBothCover() {
        #expect(AppCapabilities.granted(["ui.toast", "share", "media"], within: ["ui", "share.share"]) == ["ui.toast", "share.share"])
        #expect(AppCapabilities.granted(nil, within: ["ui"]) == ["ui"], "a manifest that asks anything gets the ceiling")
        #expect(AppCapabilities.granted(["ui"], within: nil) == ["ui"], "no ceiling: the manifest")
        #expect(AppCapabilities.granted(nil, within: nil) == nil)
        #expect(AppCapabilities.granted(["ui", "share"], within: []) == [], "nothing allowed: nothing granted")
    }

    @Test func appIDs_areOneLowercaseDNSLabel_andEveryOtherTextIsRefusedWithASentence() {
        for valid in ["shop", "a", "bundle", "my-app-2", String(repeating: "a", count: 63)] {
            #expect(OfflineAppID.problem(with: valid) == nil, "\(valid)")
        }
        let refusals: [(String, String)] = [
            ("", "it is empty"), ("..", "it contains \".\""), ("%2e", "it contains \"%\""), ("Shop", "uppercase"),
            ("SHOP", "uppercase"), ("a.b", "it contains \".\""), ("a/b", "it contains \"/\""), ("-a", "does not start with a letter"),
            ("1a", "does not start with a letter"), ("a-", "ends with a hyphen"), ("xn--p1ai", "two hyphens in a row"),
            ("shоp", "it contains"), (" shop", "it contains \" \""), (String(repeating: "a", count: 64), "longer than 63"),
        ]
        for (text, reason) in refusals {
            let problem = OfflineAppID.problem(with: text)
            #expect(problem?.contains(reason) == true, "\(text): \(problem ?? "accepted")")
            #expect(problem?.contains("an app id is 1 to 63 lowercase letters, digits and hyphens") == true)
        }
        #expect(OfflineAppID.id(of: URL(string: "app://shop/index.html")!) == "shop")
        #expect(OfflineAppID.id(of: URL(string: "app://%73hop/")!) == nil)
        #expect(OfflineAppID.id(of: URL(string: "https://shop/")!) == nil)
    }
}
