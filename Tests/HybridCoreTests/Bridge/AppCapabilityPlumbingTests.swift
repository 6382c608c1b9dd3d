import Foundation
import HybridCore
import HybridTesting
import HybridVocabulary
import Testing

/// Red team: HybridKit's plumbing (`hybrid.*`) needs no capability, but `hybrid.chrome.login`
/// is no plumbing: it asks the app for the person's login and hands the answer to the page.
/// An app whose signed manifest grants nothing must not get it unasked.
@MainActor
struct AppCapabilityPlumbingTests {
    private static func call(_ view: FakeWebEngineView, _ name: String, origin: String) async -> String? {
        let text = RuntimePost.message(#"{"t":"call","id":7,"name":"\#(name)","params":{}}"#, origin: origin, isMainFrame: true, hasUserActivation: true)
        guard case .success(.string(let reply))? = await view.post(.string(text), to: "hybridkit") else { return nil }
        return reply
    }

    @Test func anAppGrantedNothing_isRefusedTheLogin_butKeepsThePlumbing() async throws {
        let app = "login-\(UInt32.random(in: 0...UInt32.max))"
        AppCapabilities.set([], for: "app://\(app)")
        defer { AppCapabilities.set(nil, for: "app://\(app)") }
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        container.trust(try BridgeOrigin("app://\(app)"))
        let login = await Self.call(view, "hybrid.chrome.login", origin: "app://\(app)")
        #expect(login?.contains(#""code":"capability_not_granted""#) == true, "\(login ?? "no reply")")
        let title = await Self.call(view, "hybrid.chrome.setTitle", origin: "app://\(app)")
        #expect(title?.contains(#""error""#) == false, "\(title ?? "no reply")")
        #expect(AppCapabilities.allows("hybrid.chrome.login", from: "app://\(app)") == false)
        AppCapabilities.set(["hybrid.chrome.login"], for: "app://\(app)")
        #expect(AppCapabilities.allows("hybrid.chrome.login", from: "app://\(app)"), "a manifest may grant the login by name")
    }

    /// Review: plumbing was any name under `hybrid.`, so `hybrid.storage` and `hybrid.navigator.startApp`
    /// passed every manifest, and an app's own `register("hybrid.pay")` passed for plumbing.
    @Test func onlyTheContainersOwnModulesArePlumbing_andNoShorthandTakesAHybridName() async throws {
        let app = "plumb-\(UInt32.random(in: 0...UInt32.max))"
        AppCapabilities.set([], for: "app://\(app)")
        defer { AppCapabilities.set(nil, for: "app://\(app)") }
        for power in ["hybrid.storage.get", "hybrid.navigator.startApp", "hybrid.pay"] {
            #expect(AppCapabilities.allows(power, from: "app://\(app)") == false, "\(power) passed a manifest granting nothing")
        }
        for plumbing in ["hybrid.navigator.push", "hybrid.chrome.setTitle", "hybrid.keyboard.state", "offline.booted"] {
            #expect(AppCapabilities.allows(plumbing, from: "app://\(app)"), "\(plumbing)")
        }
        AppCapabilities.set(["hybrid.storage"], for: "app://\(app)")
        #expect(AppCapabilities.allows("hybrid.storage.get", from: "app://\(app)"), "a manifest grants storage by name")
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        container.trust(try BridgeOrigin("app://\(app)"))
        container.bridge.register("hybrid.pay") { (_: JSONValue) in "paid" }
        AppCapabilities.set(nil, for: "app://\(app)")
        let reply = await Self.call(view, "hybrid.pay", origin: "app://\(app)")
        #expect(reply?.contains("paid") == false, "a shorthand took a name under hybrid.: \(reply ?? "no reply")")
    }
}
