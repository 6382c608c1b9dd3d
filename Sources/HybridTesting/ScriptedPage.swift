import Foundation
import HybridCore
import HybridEngineSupport

/// A page for an app's own tests, with no WebKit: a `WebContainer` on a fake
/// engine, showing `url`, that calls native the way `hybrid.call` does from a
/// chosen origin and frame. Calls go through the same bridge, with the same
/// origin, frame, timeout and parameter checks a real page meets, so a test
/// sees the codes a page would see.
///
/// ```swift
/// let page = try await ScriptedPage(url: URL(string: "https://m.example.com/")!)
/// try page.container.bridge.install(ShareModule())
/// let reply = try await page.call("share.text", ["text": "hi"])
/// let refused = await page.failure("share.text", ["text": "hi"], origin: "https://ads.example", frame: .subframe)
/// ```
@MainActor
public final class ScriptedPage {
    /// The container the page is in: install modules and register handlers here.
    public let container: WebContainer
    private let view = FakeWebEngineView()
    private var nextCallID = 0

    /// Shows `url` in a new container, loaded as an app loads a page, so its origin is trusted.
    public init(url: URL = URL(string: "https://app.example/")!) async throws {
        container = WebContainer(view: view)
        let load = Task { @MainActor [container] in try await container.load(url) }
        // The load reaches the view within a few turns, or fails before it: never wait on it forever.
        for _ in 0..<10_000 where view.loadedRequests.isEmpty { await Task.yield() }
        guard !view.loadedRequests.isEmpty else {
            _ = try await load.value
            throw EngineError.operationFailed("the page \(url.absoluteString) was never asked for")
        }
        view.state.url = url
        view.report(.started(url))
        view.report(.committed(url))
        view.report(.finished(url))
        _ = try await load.value
    }

    /// Calls the native handler `name` as `hybrid.call(name, params)` would, from
    /// `origin` (the page's own when `nil`) in the main frame or a subframe, and
    /// returns its result. A refusal or a handler's error throws the `BridgeError` the page would get.
    @discardableResult
    public func call(_ name: String, _ params: JSONValue = .null, origin: String? = nil,
                     frame: BridgeMessageSource.Frame = .main) async throws -> JSONValue {
        nextCallID += 1
        let message: JSONValue = ["t": "call", "id": .number(Double(nextCallID)), "name": .string(name), "params": params]
        let sender = origin ?? container.url.map(Self.origin(of:)) ?? "null"
        let posted = JSONValue.string(BridgePosting.message(message.jsonText, origin: sender, isMainFrame: frame == .main))
        guard case .success(.string(let text))? = await view.post(posted, to: Bridge.handlerName) else {
            throw BridgeError.invalidMessage("the bridge did not answer the call")
        }
        let reply = try JSONValue(jsonText: text)
        if let error = reply["error"] {
            throw BridgeError(code: error["code"]?.stringValue ?? "handler_failed", message: error["message"]?.stringValue ?? "")
        }
        return reply["result"] ?? .null
    }

    /// The error a call gets, or `nil` when it succeeds: for tests of what is refused.
    public func failure(_ name: String, _ params: JSONValue = .null, origin: String? = nil,
                        frame: BridgeMessageSource.Frame = .main) async -> BridgeError? {
        do { try await call(name, params, origin: origin, frame: frame); return nil } catch let error as BridgeError {
            return error
        } catch {
            return .invalidMessage("\(error)")
        }
    }

    /// The events native sent to the page so far, in order: their names and payloads.
    public var events: [(name: String, payload: JSONValue)] {
        view.asyncCalls.compactMap { call -> (String, JSONValue)? in
            guard call.body == FakeBridgeRuntime.deliveryBody, let text = call.arguments["message"]?.stringValue,
                  let message = try? JSONValue(jsonText: text), message["t"] == "event",
                  let name = message["name"]?.stringValue else { return nil }
            return (name, message["payload"] ?? .null)
        }
    }

    private static func origin(of url: URL) -> String {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return "null" }
        return url.port.map { "\(scheme)://\(host):\($0)" } ?? "\(scheme)://\(host)"
    }
}
