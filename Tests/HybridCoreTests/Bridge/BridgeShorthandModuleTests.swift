@testable import HybridCore
import HybridTesting
import HybridVocabulary
import Testing

/// `register`, `exposeNamespace`, `exposeMessageHandler` and `routeURLScheme` are
/// shorthands: each builds a module and installs it on the path an app's own
/// `BridgeModule` takes, so there is one mechanism for native features.
@MainActor
struct BridgeShorthandModuleTests {
    private static func post(_ view: FakeWebEngineView, _ text: String) async -> String? {
        let posting = RuntimePost.message(text, origin: "https://app.example", isMainFrame: true)
        guard case .success(.string(let reply))? = await view.post(.string(posting), to: "hybridkit") else { return nil }
        return reply
    }

    @Test func everyShorthand_isAnInstalledModule_withNoObjectOfItsOwnInPages() {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let bridge = container.bridge
        let before = bridge.modules.entries.count
        bridge.registerRaw("scan") { params, _ in params }
        bridge.exposeNamespace("app", methods: ["scan": Bridge.NamespaceMethod(handler: "scan", callbackArgument: 0)])
        bridge.exposeMessageHandler("legacy", handler: "scan")
        bridge.routeURLScheme("jxaction")
        let shorthands = bridge.modules.entries.dropFirst(before).map(\.declaration)
        #expect(shorthands.count == 4)
        #expect(shorthands.allSatisfy { !$0.declaresPageModule })
        #expect(bridge.moduleNamespaces == ["chrome", "keyboard"], "a shorthand adds no hybrid.<namespace>")
        #expect(bridge.handlerNames.contains("scan"))
        #expect(bridge.routedURLSchemes == ["jxaction"])
        #expect(view.userScripts.contains { $0.source.contains("\\\"namespaces\\\"") && $0.source.contains("\\\"app\\\"") })
        #expect(view.userScripts.contains { $0.source.contains("\\\"messageHandlers\\\"") && $0.source.contains("\\\"legacy\\\"") })
    }

    @Test func registeringAgain_replacesTheHandler_andRemovingIt_dropsItsModule() async {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let bridge = container.bridge
        let before = bridge.modules.entries.count
        let anyone = BridgeHandlerOptions(allowedOrigins: .any)
        bridge.register("echo", options: anyone) { (_: JSONValue) in "first" }
        bridge.register("echo", options: anyone) { (_: JSONValue) in "second" }
        #expect(bridge.modules.entries.count == before + 1, "the later shorthand took the name over")
        let reply = await Self.post(view, #"{"t":"call","id":1,"name":"echo","params":{}}"#)
        #expect(reply == #"{"id":1,"result":"second"}"#, "\(reply ?? "no reply")")
        bridge.removeHandler("echo")
        #expect(bridge.modules.entries.count == before)
        #expect(await Self.post(view, #"{"t":"call","id":2,"name":"echo","params":{}}"#)?.contains("handler_not_found") == true)
    }

    @Test func exposingANamespaceAgain_leavesTheLaterOne_forPagesSayingHello() {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        container.bridge.exposeNamespace("app", methods: ["scan": Bridge.NamespaceMethod()])
        container.bridge.exposeNamespace("app", methods: ["pay": Bridge.NamespaceMethod()])
        let configuration = container.bridge.namespaceConfiguration().text
        #expect(configuration.contains("app.pay") && !configuration.contains("app.scan"), "\(configuration)")
    }

    @Test func aClosedBridge_installsNoShorthand() {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        container.close()
        container.bridge.registerRaw("late") { params, _ in params }
        #expect(!container.bridge.handlerNames.contains("late"))
    }
}
