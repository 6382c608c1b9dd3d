import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridVocabulary

/// What a container needs from one web view. This is the only seam between
/// HybridCore's policy and an engine (WebKitGTK, WKWebView, a test fake).
@MainActor
package protocol WebEngineView: AnyObject {
    /// Receives navigation, state, process and dialog events.
    var delegate: (any WebEngineViewDelegate)? { get set }
    /// Title, URL, progress and loading, as of now.
    var state: WebViewState { get }
    /// `false` once ``close()`` ran; every later call throws ``EngineError/viewClosed``.
    var isClosed: Bool { get }

    /// Starts loading a request (method, headers and body are all sent).
    ///
    /// Each navigation starter returns the navigation's identity when the
    /// engine has one (WKWebView); its events then carry it. `nil` otherwise.
    @discardableResult func load(_ request: URLRequest) throws -> NavigationID?
    /// Shows `html` as if it came from `baseURL`.
    @discardableResult func loadHTML(_ html: String, baseURL: URL?) throws -> NavigationID?
    @discardableResult func reload() throws -> NavigationID?
    func stopLoading() throws

    /// Whether the back-forward list has an item before (after) the current one.
    var canGoBack: Bool { get }
    var canGoForward: Bool { get }
    /// Starts going to the previous (next) item; a page kept in the back-forward
    /// cache comes back as it was, with no `load` event of its own.
    @discardableResult func goBack() throws -> NavigationID?
    @discardableResult func goForward() throws -> NavigationID?

    /// The back-forward list and current item as bytes an app can keep
    /// (WKWebView's `interactionState`, WebKitGTK's serialized session state).
    /// Only the engine that made them can read them back.
    func sessionState() throws -> Data
    /// Puts back a list saved by ``sessionState()`` and starts loading its current item.
    /// Bytes this engine cannot read throw ``EngineError/invalidSessionState(_:)``.
    @discardableResult func restoreSessionState(_ state: Data) throws -> NavigationID?

    /// Runs `source` as a script and returns its completion value as JSON.
    func evaluateJavaScript(_ source: String, in world: ContentWorld) async throws -> JSONValue
    /// Runs `body` as the body of an async function whose parameters are the
    /// keys of `arguments`. Awaits a returned promise.
    func callAsyncJavaScript(_ body: String, arguments: [String: JSONValue], in world: ContentWorld) async throws -> JSONValue
    /// The same, answered through `completion` on the main actor, with no task
    /// waiting in between: the bridge's native→page calls take this path, since
    /// each awaited continuation costs a round trip through a worker thread on Linux.
    /// Engines without a direct path keep the default, which awaits the async one.
    func callAsyncJavaScript(_ body: String, arguments: [String: JSONValue], in world: ContentWorld,
                             completion: @escaping @MainActor (Result<JSONValue, any Error>) -> Void)

    /// Adds a script for every later document load; scripts run in the order they were added.
    func addUserScript(_ script: UserScript) throws
    func removeAllUserScripts() throws

    /// Makes `window.webkit.messageHandlers[name].postMessage(body)` return a promise answered by `handler`.
    func addMessageHandler(named name: String, in world: ContentWorld, handler: @escaping ScriptMessageHandler) throws
    /// The same, answered through a reply the handler may keep and finish later.
    /// Engines without a direct path keep the default, which awaits the reply.
    func addMessageHandler(named name: String, in world: ContentWorld, replyingLater handler: @escaping ScriptMessageReplyingHandler) throws
    func removeMessageHandler(named name: String, in world: ContentWorld) throws

    /// The chain of the document the main frame committed last, as the engine
    /// itself received it (leaf first); `nil` when it came without TLS. The container
    /// checks pins against it at every commit: a server-trust challenge comes once per
    /// connection, and a profile's views share their connections.
    var committedServerCertificates: [AuthenticationChallenge.ServerTrust.Certificate]? { get }
    /// The engine's own handshake before a navigation to a pinned host, where it
    /// cannot check certificates before its request (``ServerCertificateProbing``).
    /// By default the view itself when it adopts that protocol, else `nil`.
    var serverCertificateProbe: (any ServerCertificateProbing)? { get }

    /// What the view shows now, as PNG data.
    func snapshotPNG() async throws -> Data
    /// The colours (0xRRGGBB) the view shows at the centres of a `columns` × `rows` grid, row by row.
    func sampleSnapshot(columns: Int, rows: Int) async throws -> [UInt32]
    /// Kills the web content process, as a crash would (for tests and recovery drills).
    func terminateWebProcess() throws
    /// Changes the user agent for later requests.
    func setCustomUserAgent(_ userAgent: String?) throws

    /// Closes every open script dialog as a user who dismissed it would.
    /// An open dialog blocks the page's scripts and loads until it is closed.
    func dismissScriptDialogs()

    /// Takes the view off screen (`true`: the page's `visibilityState` becomes
    /// `hidden`) or puts it back; a view a shell shows is left where it is.
    /// Engines that cannot do this keep the default, which does nothing.
    func setHidden(_ hidden: Bool)
    /// Lets the platform's Web Inspector attach (developer extras), or not.
    func setInspectable(_ inspectable: Bool)
    /// Applies the container's ``ViewSettings``; each engine does it in this one place.
    /// Engines that have none of them keep the default, which does nothing.
    func apply(_ settings: ViewSettings)
    /// Makes the view shorter by `height` points at its bottom, where an on-screen
    /// keyboard covers it (0 gives the height back): ``ViewSettings/KeyboardResize/native``.
    /// Engines whose shell lays the view out itself keep the default, which does nothing.
    func setKeyboardOverlap(_ height: Double)
    /// Shows or stops the engine's own refresh spinner (iOS's refresh control), as the
    /// container's chrome says. Engines without one keep the default: their shell draws it.
    func showRefreshing(_ refreshing: Bool)

    /// Releases the view. Pending work is cancelled; the view cannot be used again.
    func close()
}

extension WebEngineView {
    public var serverCertificateProbe: (any ServerCertificateProbing)? { self as? ServerCertificateProbing }
    public func setHidden(_ hidden: Bool) {}
    public func setInspectable(_ inspectable: Bool) {}
    public func apply(_ settings: ViewSettings) {}
    public func setKeyboardOverlap(_ height: Double) {}
    public func showRefreshing(_ refreshing: Bool) {}

    public func addMessageHandler(named name: String, in world: ContentWorld,
                                  replyingLater handler: @escaping ScriptMessageReplyingHandler) throws {
        try addMessageHandler(named: name, in: world) { message in
            await withCheckedContinuation { continuation in
                handler(message, ScriptMessageReply(fallback: .failure(ScriptMessageRejection("the message was not answered"))) {
                    continuation.resume(returning: $0)
                })
            }
        }
    }

    public func callAsyncJavaScript(_ body: String, arguments: [String: JSONValue], in world: ContentWorld,
                                    completion: @escaping @MainActor (Result<JSONValue, any Error>) -> Void) {
        startNow {
            do { completion(.success(try await self.callAsyncJavaScript(body, arguments: arguments, in: world))) } catch {
                completion(.failure(error))
            }
        }
    }
}
