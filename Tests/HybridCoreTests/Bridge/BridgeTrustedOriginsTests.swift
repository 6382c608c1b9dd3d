import Foundation
@testable import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// The container's trusted origins: where they come from and where they go.
@MainActor
struct BridgeTrustedOriginsTests {
    @Test func loads_trustTheOriginTheAppAskedFor_andNothingElse() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        #expect(container.trustedOrigins == [])
        let load = Task { @MainActor in try await container.load(URL(string: "https://m.example.com/index.html")!) }
        while view.loadedRequests.isEmpty { await Task.yield() }
        view.report(.finished(URL(string: "https://m.example.com/index.html")))
        _ = try await load.value
        let html = Task { @MainActor in try await container.loadHTML("<p>x</p>") }
        while view.loadedHTML.isEmpty { await Task.yield() }
        view.report(.finished(URL(string: "about:blank")))
        _ = try await html.value
        #expect(container.trustedOrigins == [try BridgeOrigin("https://m.example.com")])
        container.trust(try BridgeOrigin("app://bundle"))
        #expect(container.trustedOrigins == [try BridgeOrigin("https://m.example.com"), try BridgeOrigin("app://bundle")])
    }

    @Test func handlerWithDefaultOptions_answersTrustedOriginsOnly() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        container.trust(try BridgeOrigin("app://bundle"))
        container.bridge.registerRaw("token") { _, _ in RawJSON(trusted: "\"secret\"") }
        let call = #"{"t":"call","id":1,"name":"token"}"#
        let trusted = await view.post(.string(RuntimePost.message(call, origin: "app://bundle", isMainFrame: true)), to: "hybridkit")
        let foreign = await view.post(.string(RuntimePost.message(call, origin: "https://evil.example", isMainFrame: true)), to: "hybridkit")
        #expect(trusted == .success(.string(#"{"id":1,"result":"secret"}"#)))
        #expect(foreign == .success(.string(
            #"{"id":1,"error":{"code":"origin_not_allowed","message":"origin https://evil.example is not allowed"}}"#)))
    }

    @Test func emit_carriesTheAllowedOriginsIntoThePage_andTheRuntimesRefusalThrows() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        container.trust(try BridgeOrigin("https://m.example.com"))
        try await container.bridge.emit("cart", 1)
        #expect(view.asyncCalls.last?.arguments["allowed"] == "https://m.example.com")
        #expect(view.asyncCalls.last?.world == .hybrid)
        container.trust(try BridgeOrigin("https://shop.example.com"))
        try await container.bridge.emit("cart", 1)
        #expect(view.asyncCalls.last?.arguments["allowed"] == "https://m.example.com\nhttps://shop.example.com", "one origin per line")
        try await container.bridge.emit("cart", 1, to: .any)
        #expect(view.asyncCalls.last?.arguments["allowed"] == "*")
        // An engine-reported origin holding a line break cannot smuggle a second line in.
        container.trust(try #require(BridgeOrigin.fromEngine(scheme: "https", host: "x\nhttps://bank.example", port: 0)))
        try await container.bridge.emit("cart", 1)
        #expect(view.asyncCalls.last?.arguments["allowed"] == "https://m.example.com\nhttps://shop.example.com")
        // What the isolated runtime answers when its document is of another origin.
        view.scriptResult = { _ in .string(#"{"error":{"code":"origin_not_allowed","message":"https://evil.example"}}"#) }
        let error = await bridgeError { try await container.bridge.emit("cart", 1) }
        #expect(error == .originNotAllowed("https://evil.example"))
    }
}
