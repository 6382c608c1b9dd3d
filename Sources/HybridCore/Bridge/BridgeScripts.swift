/// The bridge's JavaScript, loaded once from the module's resource files.
///
/// - `bridge.js`: the page-world API (`window.hybrid`, namespace objects,
///   page-world `window.webkit.messageHandlers` shims).
/// - `bridge-wvjb.js`: WebViewJavascriptBridge and WKWebViewJavascriptBridge
///   for pages written for them, on `bridge.js`'s call path.
/// - `bridge-declare.js`: a function expression that defines, at document
///   start, what native declared (namespaces, message-handler names); its one
///   argument is JSON text quoted by ``JSONQuoting``.
/// - `bridge-isolated.js`: the trusted runtime in the isolated world, the only
///   code that can reach the native message handler.
/// - `bridge-deliver.js`: the body `callAsyncJavaScript` runs to hand a
///   native message to the isolated runtime, passed as an argument.
/// - `bridge-describe.js`: the body that asks the main frame's runtime for its
///   origin, document token and frames (app-scheme attribution).
enum BridgeScripts {
    static let page = ScriptResource.load("bridge")
    static let webViewJavascriptBridge = ScriptResource.load("bridge-wvjb")
    static let declare = ScriptResource.load("bridge-declare")
    static let isolated = ScriptResource.load("bridge-isolated")
    static let deliver = ScriptResource.load("bridge-deliver")
    static let describe = ScriptResource.load("bridge-describe")
}
