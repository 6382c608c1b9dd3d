import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Opens bridge pages for real-engine tests and runs page-world JS in them.
@MainActor
enum BridgePage {
    /// Serves `html` at `path`, loads it in a new container (after `setUp`
    /// registered handlers) and waits until the page's bridge is connected.
    static func open(
        _ engine: GTKEngine, _ server: TestServer,
        html: String = "<title>bridge</title><p>page</p>", path: String = "/bridge-page",
        headers: [(name: String, value: String)] = [],
        setUp: (WebContainer) throws -> Void = { _ in }
    ) async throws -> WebContainer {
        await server.serve(html: html, at: path, headers: headers)
        let container = try EngineHarness.container(engine)
        try setUp(container)
        try await container.load(server.url(path))
        try await eventually("bridge connected") { container.bridge.isPageReady }
        return container
    }

    /// Runs `body` as an async function in the page's own world.
    @discardableResult
    static func run(_ container: WebContainer, _ body: String, _ arguments: [String: JSONValue] = [:]) async throws -> JSONValue {
        try await container.callAsyncJavaScript(body, arguments: arguments, in: .page)
    }

    /// Runs `hybrid.call` in the page and returns `{ok: result}` or `{code, message}`.
    static func call(_ container: WebContainer, _ name: String, _ params: JSONValue = .null) async throws -> JSONValue {
        try await run(container, """
            try { return {ok: await hybrid.call(name, params)}; }
            catch (e) { return {code: e.code, message: e.message, isError: e instanceof Error}; }
            """, ["name": .string(name), "params": params])
    }
}

/// Navigates the main frame the way a page does (a link, not the app), and
/// waits until the new document's bridge is connected.
@MainActor
func navigatePage(_ container: WebContainer, to url: URL) async throws {
    try await BridgePage.run(container, "location.href = href", ["href": .string(url.absoluteString)])
    // Loading is over only after the commit, which resets readiness: so ready then means the new document.
    try await eventually("page at \(url.path) connected") {
        container.url == url && !container.isLoading && container.bridge.isPageReady
    }
}

/// The serialized origin of a server URL, as a page's `self.origin` reports it.
func serializedOrigin(_ url: URL) -> String {
    BridgeOrigin(url: url)?.description ?? "null"
}

/// Records what the bridge reports, for assertions.
@MainActor
final class BridgeRecorder {
    var records: [Bridge.CallRecord] = []
    var invalid: [BridgeError] = []

    init(_ bridge: Bridge) {
        bridge.observer = { [unowned self] in self.records.append($0) }
        bridge.onInvalidMessage = { [unowned self] error, _ in self.invalid.append(error) }
    }
}

struct AddParams: Codable, Sendable {
    var a: Int
    var b: Int
}

/// A handler error with its own code.
struct DeniedError: BridgeErrorConvertible {
    var bridgeErrorCode: String { "permission_denied" }
    var bridgeErrorMessage: String { "camera permission denied" }
}

/// The ``BridgeError`` `body` throws; `nil` when it succeeds (or throws something else).
@MainActor
func bridgeFailure<T>(_ body: () async throws -> T) async -> BridgeError? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error as? BridgeError
    }
}
