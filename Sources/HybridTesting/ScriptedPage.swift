import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridVocabulary

/// A page for an app's own tests, with no WebKit: the page in a `WebContainer` on a
/// ``TestEngine``, played as a person and a server would play it. Its loads start,
/// commit, finish or fail when the test says; its links, dialogs, permission requests
/// and `hybrid.call`s come from the origin and frame the test chooses. Each goes
/// through the container's own checks, policy chain and delegate, so a test sees
/// what a page would see. A frame is named as WKWebView names it; `isMainFrame: nil`
/// plays WebKitGTK, which names none, and the container proves what it can.
///
/// ```swift
/// let page = try await ScriptedPage(url: URL(string: "https://m.example.com/")!)
/// try page.container.bridge.install(ShareModule())
/// let reply = try await page.call("share.text", ["text": "hi"])
/// let refused = await page.failure("share.text", ["text": "hi"], origin: "https://ads.example", isMainFrame: false)
/// let leaves = await page.confirm("Leave the cart?")
/// ```
@MainActor
public final class ScriptedPage {
    /// The container the page is in: install modules and register handlers here.
    public let container: WebContainer
    private let firstView: FakeWebEngineView
    /// The engine's view now: recovery may have moved the page to another.
    private var view: FakeWebEngineView { container.engineView as? FakeWebEngineView ?? firstView }
    private var nextCallID = 0

    /// The page of `container`, which was made on a ``TestEngine``; it shows nothing until a load finishes.
    /// - Throws: `EngineError.invalidArgument` for a container on a real engine.
    public init(_ container: WebContainer) throws {
        guard let view = container.engineView as? FakeWebEngineView else {
            throw EngineError.invalidArgument("the container was not made on a TestEngine")
        }
        self.container = container
        firstView = view
    }

    /// Shows `url` in a new container on a new ``TestEngine``, loaded as an app loads
    /// a page (so its origin is trusted) and finished.
    public convenience init(url: URL = URL(string: "https://app.example/")!) async throws {
        try self.init(WebContainer(engine: TestEngine()))
        let load = Task { @MainActor [container] in try await container.load(url) }
        try await finishLoad()
        _ = try await load.value
    }

    // MARK: Loads

    /// The load the page is in starts, once the container's policy allowed its navigation.
    /// The load is the one the container asked last (`container.load`, `reload`, `goBack`…)
    /// or one ``navigate(to:isUserGesture:opensNewWindow:origin:isMainFrame:)`` started, whichever
    /// came last by the time of the call; with none, it waits for one up to 10 seconds,
    /// then throws a sentence saying so. A navigation the container refuses starts nothing,
    /// and the call returns.
    public func startLoad(fileID: String = #fileID, line: Int = #line) async throws {
        try await view.startNavigation(fileID: fileID, line: line)
    }

    /// As ``startLoad(fileID:line:)``, then the server answers and the document commits:
    /// the container's policy decides the response (`200`, `text/html`) first, and a
    /// refused response fails the load as cancelled, as WebKit does. The new document's
    /// scripts have not run yet: the bridge's runtime reports in as the load finishes.
    public func commitLoad(fileID: String = #fileID, line: Int = #line) async throws {
        try await view.commitNavigation(fileID: fileID, line: line)
    }

    /// As ``commitLoad(fileID:line:)``, then the page's bridge runtime reports in (the page
    /// is ready, and has seen no other frame) and the load finishes: `container.load` returns.
    public func finishLoad(fileID: String = #fileID, line: Int = #line) async throws {
        try await view.finishNavigation(fileID: fileID, line: line)
    }

    /// As ``startLoad(fileID:line:)``, then the load fails with `error`
    /// (`.cannotConnect(message: "offline")`), committed or not: `container.load` throws it.
    public func failLoad(_ error: NavigationError, fileID: String = #fileID, line: Int = #line) async throws {
        try await view.failNavigation(error, fileID: fileID, line: line)
    }

    /// The page goes to `url`, as a link clicked in the main frame or a subframe would (a script's
    /// `location.href = …` with `isUserGesture: false`; `target=_blank` or `window.open`
    /// with `opensNewWindow`), and returns the container's answer. An allowed main-frame
    /// navigation is the load ``finishLoad(fileID:line:)`` plays next.
    @discardableResult
    public func navigate(to url: URL, isUserGesture: Bool = true, opensNewWindow: Bool = false, origin: String? = nil,
                         isMainFrame: Bool? = true) async -> NavigationPolicy {
        let source = frameInfo(origin: origin, isMainFrame: isMainFrame)
        let action = NavigationAction(request: URLRequest(url: url), kind: isUserGesture ? .linkActivated : .other, opensNewWindow: opensNewWindow,
                                      isUserGesture: isUserGesture, sourceFrame: source, targetFrame: opensNewWindow ? nil : source)
        return await view.navigate(action)
    }

    // MARK: Dialogs and permissions

    /// The page's `alert(message)`, from `origin` (the page's own when `nil`) in the main frame or a subframe;
    /// returns when the app's delegate closed it.
    public func alert(_ message: String, origin: String? = nil, isMainFrame: Bool? = true) async {
        _ = await dialog(.alert, message, origin: origin, isMainFrame: isMainFrame)
    }

    /// The page's `confirm(message)`: `true` when the app's delegate answered OK.
    public func confirm(_ message: String, origin: String? = nil, isMainFrame: Bool? = true) async -> Bool {
        await dialog(.confirm, message, origin: origin, isMainFrame: isMainFrame) == .confirmed
    }

    /// The page's `prompt(message, defaultText)`: the text the app's delegate gave, or `nil` when it cancelled.
    public func prompt(_ message: String, defaultText: String? = nil, origin: String? = nil,
                       isMainFrame: Bool? = true) async -> String? {
        guard case .text(let text) = await dialog(.prompt, message, defaultText: defaultText, origin: origin, isMainFrame: isMainFrame) else { return nil }
        return text
    }

    /// The page asks for `kinds` (`getUserMedia`, geolocation…) from `origin` in the main frame or a subframe:
    /// `true` when the container granted it, through what it remembers or the app's delegate.
    public func requestPermission(_ kinds: Set<PermissionRequest.Kind>, origin: String? = nil,
                                  isMainFrame: Bool? = true) async -> Bool {
        let sender: RequestingFrame = switch frameInfo(origin: origin, isMainFrame: isMainFrame) {
        case .some(let info) where info.isMainFrame: .mainFrame(origin: info.securityOrigin)
        case .some(let info): .subframe(origin: info.securityOrigin)
        case .none: .unattributed
        }
        guard let delegate = view.delegate else { return false }
        return await delegate.engineView(view, decide: PermissionRequest(kinds: kinds, sender: sender))
    }

    private func dialog(_ kind: ScriptDialog.Kind, _ message: String, defaultText: String? = nil, origin: String?,
                        isMainFrame: Bool?) async -> ScriptDialog.Result {
        await view.showDialog(ScriptDialog(kind: kind, message: message, defaultText: defaultText, pageURL: container.url,
                                           frame: frameInfo(origin: origin, isMainFrame: isMainFrame)))
    }

    /// The frame as an engine that names it (WKWebView) reports it; `nil` when it names none (`isMainFrame: nil`, as WebKitGTK).
    private func frameInfo(origin: String?, isMainFrame: Bool?) -> FrameInfo? {
        guard let isMainFrame else { return nil }
        return FrameInfo(isMainFrame: isMainFrame, securityOrigin: origin ?? pageOrigin)
    }

    /// The serialized origin of the document shown, `"null"` when it has none.
    private var pageOrigin: String { container.url.flatMap(BridgeOrigin.init(url:))?.description ?? "null" }

    // MARK: Calls

    /// Calls the native handler `name` as `hybrid.call(name, params)` would, from
    /// `origin` (the page's own when `nil`) in the main frame or a subframe, and
    /// returns its result. A refusal or a handler's error throws the `BridgeError` the page would get.
    @discardableResult
    public func call(_ name: String, _ params: JSONValue = .null, origin: String? = nil,
                     isMainFrame: Bool? = true) async throws -> JSONValue {
        nextCallID += 1
        let message: JSONValue = ["t": "call", "id": .number(Double(nextCallID)), "name": .string(name), "params": params]
        let sender = origin ?? pageOrigin
        let posted = JSONValue.string(RuntimePost.message(message.jsonText, origin: sender, isMainFrame: isMainFrame == true))
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
                        isMainFrame: Bool? = true) async -> BridgeError? {
        do { try await call(name, params, origin: origin, isMainFrame: isMainFrame); return nil } catch let error as BridgeError {
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
}
