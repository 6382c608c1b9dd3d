import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Windows on the real engine, and a delegate that records what the shell asks.
@MainActor
enum ShellHarness {
    /// A shown window around a new container configured by `configuration`.
    static func window(_ engine: GTKEngine, configuration: ContainerConfiguration = ContainerConfiguration()) throws -> HybridWindow {
        let container = try EngineHarness.container(engine)
        container.configure(configuration)
        let window = try HybridWindow(container: container, width: 400, height: 500)
        window.show()
        return window
    }

    /// Serves `html` at `path` and loads it in `window`, waiting for the bridge.
    static func open(_ window: HybridWindow, _ server: TestServer, html: String, path: String) async throws {
        await server.serve(html: html, at: path)
        try await window.container.load(server.url(path))
        try await eventually("bridge connected") { window.container.bridge.isPageReady }
    }
}

@MainActor
final class ShellDelegate: WebContainerDelegate {
    var closeRequests = 0
    var logins: [(origin: String, params: JSONValue)] = []
    var started: [URL?] = []
    var loginAnswer: JSONValue = ["token": "t-1"]

    func containerDidRequestClose(_ container: WebContainer) { closeRequests += 1 }

    func containerDidStartLoading(_ container: WebContainer, url: URL?) { started.append(url) }

    func container(_ container: WebContainer, requestsLoginFor source: BridgeMessageSource, params: JSONValue) async throws -> JSONValue {
        logins.append((source.origin, params))
        return loginAnswer
    }
}
