import HybridVocabulary
extension Bridge {
    /// Native's side of pages written for WebViewJavascriptBridge (WVJB), every
    /// API version, and WKWebViewJavascriptBridge, mapped onto the ``Bridge``.
    ///
    /// A WVJB page's `callHandler(name, data, cb)` calls the bridge handler `name`
    /// with every check of `Bridge.register(_:options:_:)`
    /// (trusted origins, main frame, call records); register handlers as for any
    /// page. Its `registerHandler(name, fn)` is a page function native calls with
    /// ``callHandler(_:data:to:)`` (no answer wanted, WVJB's `callHandler:data:`) or
    /// ``callHandler(_:data:as:timeout:to:)`` (WVJB's `callHandler:data:responseCallback:`).
    /// v4/v5 pages' `bridge.send(data, cb)` reach the handler named ``defaultHandlerName``,
    /// and native's ``send(_:to:)`` reaches the page's `bridge.init(handler)`.
    ///
    /// The page's bootstrap navigation (`https://__bridge_loaded__`,
    /// `wvjbscheme://__BRIDGE_LOADED__`) is cancelled here before any request is
    /// sent, and the page then gets `window.WebViewJavascriptBridge` and runs its
    /// queued `WVJBCallbacks` a task later, as WVJB does.
    @MainActor
    public final class WebViewJavascriptBridgeCompatibility {
        /// The handler a v4/v5 page's `bridge.send(data, cb)` calls, and the page
        /// function its `bridge.init(handler)` defines.
        public static let defaultHandlerName = "wvjb.send"
        /// The page event that makes the page define `window.WebViewJavascriptBridge`.
        static let loadedEvent = "hybridkit.wvjb.loaded"

        /// How many bootstrap navigations pages sent (each cancelled, none loaded).
        public private(set) var bootstrapsSeen = 0
        private weak var bridge: Bridge?

        init(bridge: Bridge) { self.bridge = bridge }

        /// Cancels WVJB's bootstrap and message navigations; `nil` for any other navigation.
        func decide(_ action: NavigationAction) -> NavigationPolicy? {
            guard let url = action.request.url, let kind = WebViewJavascriptBridgeBootstrapURL(url) else { return nil }
            guard kind == .bridgeLoaded, let bridge else { return .cancel }
            bootstrapsSeen += 1
            // The event only makes the page define the object; every call it then makes is checked.
            Task { @MainActor in
                do throws(BridgeError) { try await bridge.emitRaw(Self.loadedEvent, to: .any) } catch {
                    bridge.logger.info("WebViewJavascriptBridge bootstrap not delivered: \(error.message)")
                }
            }
            return .cancel
        }

        /// Calls the page's `registerHandler(name, fn)` function without waiting
        /// for an answer: settles once the page took the message, so a page handler
        /// that never calls `responseCallback` (as WVJB allows) leaves nothing waiting.
        public func callHandler<Data: Encodable>(_ name: String, data: Data, to origins: BridgeOriginPolicy = .trusted) async throws(BridgeError) {
            guard let bridge else { throw .closed }
            try await bridge.callWithoutReply(name, params: RawJSON(encoding: data), to: origins)
        }

        /// Calls the page's `registerHandler(name, fn)` function and returns what it
        /// passes to `responseCallback`, as ``Bridge/call(_:_:as:timeout:to:)``.
        public func callHandler<Data: Encodable, Response: Decodable>(
            _ name: String, data: Data, as type: Response.Type = Response.self, timeout: Duration = .seconds(30),
            to origins: BridgeOriginPolicy = .trusted
        ) async throws(BridgeError) -> Response {
            guard let bridge else { throw .closed }
            return try await bridge.call(name, data, as: type, timeout: timeout, to: origins)
        }

        /// Sends `data` to a v4/v5 page's `bridge.init(handler)` without waiting for an answer.
        public func send<Data: Encodable>(_ data: Data, to origins: BridgeOriginPolicy = .trusted) async throws(BridgeError) {
            try await callHandler(Self.defaultHandlerName, data: data, to: origins)
        }

        /// Sends `data` to a v4/v5 page's `bridge.init(handler)` and returns its answer.
        public func send<Data: Encodable, Response: Decodable>(
            _ data: Data, as type: Response.Type = Response.self, timeout: Duration = .seconds(30), to origins: BridgeOriginPolicy = .trusted
        ) async throws(BridgeError) -> Response {
            try await callHandler(Self.defaultHandlerName, data: data, as: type, timeout: timeout, to: origins)
        }
    }
}
