import Foundation
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// What `Bridge.install` refuses, and what a module hears, on the fake engine.
@MainActor
struct BridgeModuleInstallTests {
    final class Probe: BridgeModule {
        let namespace: String
        let body: (BridgeModuleDeclaration) -> Void
        var heard: [String] = []
        var declaration: BridgeModuleDeclaration?
        init(_ namespace: String, _ body: @escaping (BridgeModuleDeclaration) -> Void = { _ in }) {
            self.namespace = namespace
            self.body = body
        }
        func declare(_ module: BridgeModuleDeclaration) { declaration = module; body(module) }
        func pageDidLoad(_ url: URL?) { heard.append("loaded \(url?.path ?? "")") }
        func containerDidChangeVisibility(_ isVisible: Bool) { heard.append(isVisible ? "visible" : "hidden") }
        func containerDidClose() { heard.append("closed") }
    }

    @Test(arguments: ["", "1st", "has-dash", "dotted.name", "é", "call", "values", "ready", "has", "chrome",
                      String(repeating: "a", count: 65)])
    func aNamespaceThatIsNoIdentifierOrIsTaken_isRefused_andNothingIsInstalled(namespace: String) async throws {
        let page = try await ScriptedPage()
        let before = page.container.bridge.handlerNames
        let module = Probe(namespace) { $0.method("go") { (_: JSONValue) in 1 } }
        #expect(throws: BridgeError.self) { try page.container.bridge.install(module) }
        #expect(page.container.bridge.handlerNames == before)
    }

    enum BadDeclaration: CaseIterable, Sendable {
        case methodName, methodTwice, argumentName, eventName

        @MainActor func declare(_ module: BridgeModuleDeclaration) {
            switch self {
            case .methodName: module.method("no-dash") { (_: JSONValue) in 1 }
            case .methodTwice:
                module.method("go") { (_: JSONValue) in 1 }
                module.method("go") { (_: JSONValue) in 2 }
            case .argumentName: module.method("go", arguments: ["a b"]) { (_: JSONValue) in 1 }
            case .eventName: module.event("done!")
            }
        }
    }

    @Test(arguments: BadDeclaration.allCases)
    func aBadDeclaration_isRefusedWhole(bad: BadDeclaration) async throws {
        let page = try await ScriptedPage()
        let before = page.container.bridge.handlerNames
        #expect(throws: BridgeError.self) { try page.container.bridge.install(Probe("camera", bad.declare)) }
        #expect(page.container.bridge.handlerNames == before)
        #expect(!page.container.bridge.moduleNamespaces.contains("camera"))
    }

    @Test func aSecondModuleOfTheSameNamespace_isRefused() async throws {
        let page = try await ScriptedPage()
        try page.container.bridge.install(Probe("camera"))
        #expect(throws: BridgeError.self) { try page.container.bridge.install(Probe("camera")) }
        #expect(page.container.bridge.moduleNamespaces == ["camera", "chrome", "keyboard"])
    }

    @Test func anUndeclaredEvent_isRefused_andSendsNothing() async throws {
        let page = try await ScriptedPage()
        let module = Probe("camera") { $0.event("shot") }
        try page.container.bridge.install(module)
        await #expect(throws: BridgeError.self) { try await module.declaration?.emit("other") }
        try await module.declaration?.emit("shot", ["n": 1])
        #expect(page.events.map(\.name) == ["camera.shot"])
        #expect(module.declaration?.events == ["camera.shot"])
    }

    @Test func aModule_hearsVisibilityAndClose_once() async throws {
        let page = try await ScriptedPage()
        let module = Probe("camera")
        try page.container.bridge.install(module)
        page.container.isVisible = false
        page.container.isVisible = true
        page.container.close()
        page.container.close()
        #expect(module.heard == ["hidden", "visible", "closed"])
        #expect(throws: BridgeError.self) { try page.container.bridge.install(Probe("later")) }
    }

    @Test func chrome_andKeyboard_areModulesLikeAnyOther() async throws {
        let page = try await ScriptedPage()
        #expect(page.container.bridge.moduleNamespaces == ["chrome", "keyboard"])
        #expect(page.container.bridge.handlerNames.filter { $0.hasPrefix("hybrid.chrome.") || $0.hasPrefix("hybrid.keyboard.") }.sorted()
                == ["hybrid.chrome.beginRefreshing", "hybrid.chrome.close", "hybrid.chrome.endRefreshing", "hybrid.chrome.login",
                    "hybrid.chrome.setBarHidden", "hybrid.chrome.setButtons", "hybrid.chrome.setTitle", "hybrid.keyboard.state"])
        try await page.call("hybrid.chrome.setTitle", ["title": "Cart"])
        #expect(page.container.chrome.title == "Cart")
    }
}
