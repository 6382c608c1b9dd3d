/// Where a message came from, as the trusted runtime saw it.
///
/// The origin and frame are stamped by the runtime in the isolated world,
/// which page scripts cannot reach, so a page cannot claim another origin.
public struct BridgeMessageSource: Hashable, Sendable {
    /// The sending document's origin, e.g. `http://127.0.0.1:8080`, as `self.origin`
    /// reports it: `null` for opaque origins, sandboxed documents included.
    public var origin: String
    /// `true` for the main frame's document, `false` for a subframe's; `nil` when the engine
    /// does not say (URL-scheme navigations in WebKitGTK): such a message was attributed to the
    /// main document only because no other document of another origin could have sent it.
    public var isMainFrame: Bool?
    /// The interaction style the message used (the call records and `hybrid run` show it).
    package var transport: Transport
    /// A real tap, click or key press (`event.isTrusted`) reached the sending
    /// document within the last few seconds, as its isolated runtime saw it.
    /// Page scripts cannot make trusted events; the app's `evaluateJavaScript` does not count.
    public var hasUserActivation: Bool

    public init(origin: String, isMainFrame: Bool?, hasUserActivation: Bool = false) {
        self.init(origin: origin, isMainFrame: isMainFrame, transport: .messageHandler, hasUserActivation: hasUserActivation)
    }

    package init(origin: String, isMainFrame: Bool?, transport: Transport, hasUserActivation: Bool = false) {
        self.origin = origin
        self.isMainFrame = isMainFrame
        self.transport = transport
        self.hasUserActivation = hasUserActivation
    }
}

extension BridgeMessageSource {
    /// `main`, `subframe` or `unverified`, for logs and `hybrid run`.
    package var frameName: String {
        switch isMainFrame {
        case true?: "main"
        case false?: "subframe"
        case nil: "unverified"
        }
    }

    /// The interaction style a message used. All of them reach one router.
    package enum Transport: String, Hashable, Sendable {
        /// `hybrid.call`, over `window.webkit.messageHandlers` in the isolated world.
        case messageHandler = "call"
        /// A navigation to a registered app scheme, e.g. `jxaction://scan`.
        case urlScheme = "url"
        /// A namespace object in the JavaScriptCore style, e.g. `app.scan('scanResult')`.
        case namespace
        /// A page written for WebViewJavascriptBridge or WKWebViewJavascriptBridge.
        case webViewJavascriptBridge = "wvjb"
        /// `window.webkit.messageHandlers.NAME.postMessage(body)` in the page's own
        /// world, a name the app declared with ``Bridge/exposeMessageHandler(_:handler:)``.
        case pageMessageHandler = "webkit"
    }
}
