import Foundation

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
    static let page = load("bridge")
    static let webViewJavascriptBridge = load("bridge-wvjb")
    static let declare = load("bridge-declare")
    static let isolated = load("bridge-isolated")
    static let deliver = load("bridge-deliver")
    static let describe = load("bridge-describe")
    // The container's other isolated-world scripts, read once per process like
    // the bridge's: containers are made per lease and probes run on demand.
    static let pageErrors = load("page-errors")
    static let scrollTracker = load("scroll-tracker")
    static let scrollRestore = load("scroll-restore")
    static let blankProbe = load("blank-probe")
    static let poolWarmUp = load("pool-warmup")

    private static func load(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "js", subdirectory: "Resources"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { fatalError("HybridCore resource Resources/\(name).js is missing from the bundle") }
        return text
    }
}
