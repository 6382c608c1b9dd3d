import HybridVocabulary
/// The bridge's JavaScript, loaded once from the module's resource files.
///
/// - `bridge.js`: the page-world API (`window.hybrid`, namespace objects,
///   page-world `window.webkit.messageHandlers` shims).
/// - `bridge-wvjb.js`: WebViewJavascriptBridge and WKWebViewJavascriptBridge
///   for pages written for them, on `bridge.js`'s call path.
/// - `bridge-declare.js`: a function expression that defines, at document
///   start, what native declared (namespaces, message-handler names); its one
///   argument is JSON text quoted by `JSONQuoting`.
/// - `bridge-isolated.js`: the trusted runtime in the isolated world, the only
///   code that can reach the native message handler. Native reaches it through
///   the reply to its standing wait (``BridgeDeliveryChannel``), never by
///   evaluating script, so nothing native sends carries a user gesture.
/// - `cookie-write-limit.js`: caps a page's `document.cookie` writes, so a
///   flood cannot stall WebKit's network process for every page of the app.
/// - `bridge-tasks.js`: what the container runs on its own account (blank-page
///   probe, page timings, scroll restore), asked for by name the same way.
enum BridgeScripts {
    static let page = ScriptResource.load("bridge")
    static let webViewJavascriptBridge = ScriptResource.load("bridge-wvjb")
    static let declare = ScriptResource.load("bridge-declare")
    static let isolated = ScriptResource.load("bridge-isolated")
    static let tasks = ScriptResource.load("bridge-tasks")
    static let cookieWriteLimit = ScriptResource.load("cookie-write-limit")
}
