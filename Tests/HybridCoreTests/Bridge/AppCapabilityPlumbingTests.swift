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
    @Test func anAppGrantedNothing_isRefusedTheLogin_butKeepsThePlumbing() async throws {
        let apps = try GrantedApps(["login": []])
        let (container, view) = try apps.container(trusting: ["app://login"])
        defer { withExtendedLifetime(container) {} }
        let login = await GrantedApps.call(view, "hybrid.chrome.login", origin: "app://login", hasUserActivation: true)
        #expect(login?.contains(#""code":"capability_not_granted""#) == true, "\(login ?? "no reply")")
        let title = await GrantedApps.call(view, "hybrid.chrome.setTitle", origin: "app://login", hasUserActivation: true)
        #expect(title?.contains(#""error""#) == false, "\(title ?? "no reply")")
        #expect(AppCapabilities.allows("hybrid.chrome.login", within: []) == false)
        #expect(AppCapabilities.allows("hybrid.chrome.login", within: ["hybrid.chrome.login"]), "a manifest may grant the login by name")
    }

    /// Review: plumbing was any name under `hybrid.`, so `hybrid.storage` and `hybrid.navigator.startApp`
    /// passed every manifest, and an app's own `register("hybrid.pay")` passed for plumbing.
    @Test func onlyTheContainersOwnModulesArePlumbing_andNoShorthandTakesAHybridName() async throws {
        for power in ["hybrid.storage.get", "hybrid.navigator.startApp", "hybrid.pay"] {
            #expect(AppCapabilities.allows(power, within: []) == false, "\(power) passed a manifest granting nothing")
        }
        for plumbing in ["hybrid.navigator.push", "hybrid.chrome.setTitle", "hybrid.keyboard.state", "offline.booted"] {
            #expect(AppCapabilities.allows(plumbing, within: []), "\(plumbing)")
        }
        #expect(AppCapabilities.allows("hybrid.storage.get", within: ["hybrid.storage"]), "a manifest grants storage by name")
        let apps = try GrantedApps(["plumb": nil])
        let (container, view) = try apps.container(trusting: ["app://plumb"])
        container.bridge.register("hybrid.pay") { (_: JSONValue) in "paid" }
        let reply = await GrantedApps.call(view, "hybrid.pay", origin: "app://plumb", hasUserActivation: true)
        #expect(reply?.contains("paid") == false, "a shorthand took a name under hybrid.: \(reply ?? "no reply")")
    }
}
