import Foundation
import HybridCore
import HybridTesting
import HybridVocabulary
import Testing

/// The bridge gate reads an offline app's granted capabilities by the caller's origin, on the fake
/// engine: what the manifest does not grant is refused unrun with `capability_not_granted`, on top of
/// the handler's own rules, and other origins are untouched.
@MainActor
struct AppCapabilityGateTests {
    private static func call(_ view: FakeWebEngineView, _ name: String, origin: String) async -> String? {
        let text = RuntimePost.message(#"{"t":"call","id":7,"name":"\#(name)"}"#, origin: origin, isMainFrame: true, hasUserActivation: false)
        guard case .success(.string(let reply))? = await view.post(.string(text), to: "hybridkit") else { return nil }
        return reply
    }

    private static func container(trusting origins: [String]) -> (WebContainer, FakeWebEngineView) {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        for origin in origins { container.trust(try! BridgeOrigin(origin)) }
        return (container, view)
    }

    @Test func aMethodTheManifestDoesNotGrant_isRefusedUnrun_whileAGrantedModuleAndAnotherAppAnswer() async throws {
        let (a, b) = ("gate-a-\(UInt32.random(in: 0...UInt32.max))", "gate-b-\(UInt32.random(in: 0...UInt32.max))")
        AppCapabilities.set(["ui", "media.chooseImage"], for: "app://\(a)")
        AppCapabilities.set(["ui", "share.share"], for: "app://\(b)")
        defer { AppCapabilities.set(nil, for: "app://\(a)"); AppCapabilities.set(nil, for: "app://\(b)") }
        let (container, view) = Self.container(trusting: ["app://\(a)", "app://\(b)"])
        var ran: [String] = []
        for name in ["share.share", "ui.toast", "media.chooseImage", "media.record", "offline.booted"] {
            container.bridge.registerRaw(name) { params, _ in ran.append(name); return params }
        }
        let refused = await Self.call(view, "share.share", origin: "app://\(a)")
        #expect(refused?.contains(#""code":"capability_not_granted""#) == true, "\(refused ?? "no reply")")
        #expect(refused?.contains("is not among the capabilities this app's signed manifest grants") == true)
        let other = await Self.call(view, "media.record", origin: "app://\(a)")
        #expect(other?.contains(#""code":"capability_not_granted""#) == true, "a granted method does not grant its siblings")
        #expect(ran.isEmpty)
        for name in ["ui.toast", "media.chooseImage", "offline.booted"] {
            let answered = await Self.call(view, name, origin: "app://\(a)")
            #expect(answered?.contains(#""error""#) == false, "\(name): \(answered ?? "no reply")")
        }
        let shared = await Self.call(view, "share.share", origin: "app://\(b)")
        #expect(shared?.contains(#""error""#) == false, "\(shared ?? "no reply")")
        #expect(ran == ["ui.toast", "media.chooseImage", "offline.booted", "share.share"])
    }

    @Test func theAppsOwnRule_stillRefusesWhatTheManifestGrants_theStricterWins() async throws {
        let a = "gate-c-\(UInt32.random(in: 0...UInt32.max))"
        AppCapabilities.set(["share"], for: "app://\(a)")
        defer { AppCapabilities.set(nil, for: "app://\(a)") }
        let (container, view) = Self.container(trusting: [])
        container.bridge.registerRaw("share.share") { params, _ in params }
        let refused = await Self.call(view, "share.share", origin: "app://\(a)")
        #expect(refused?.contains(#""code":"origin_not_allowed""#) == true, "\(refused ?? "no reply")")
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
