import Foundation
@testable import HybridCore
import HybridTesting
import HybridEngineSupport
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
}
