import Foundation

/// The navigations a WebViewJavascriptBridge page makes to reach its native
/// side: `https://__bridge_loaded__` (v6; `http://` in v5.0.8), the older
/// `wvjbscheme://__BRIDGE_LOADED__`, and the queue pings WVJB's own script sends
/// (`…://__wvjb_queue_message__`). None of them may load: they are bogus hosts.
enum WebViewJavascriptBridgeBootstrapURL: Equatable {
    /// The page's setup snippet asks for the bridge.
    case bridgeLoaded
    /// Any other message of WVJB's URL protocol; HybridKit's WVJB never sends one.
    case otherMessage

    init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased() else { return nil }
        let host = url.host?.lowercased() ?? ""
        switch scheme {
        case "wvjbscheme":
            self = host == "__bridge_loaded__" ? .bridgeLoaded : .otherMessage
        case "http", "https":
            if host == "__bridge_loaded__" { self = .bridgeLoaded }
            else if host == "__wvjb_queue_message__" { self = .otherMessage }
            else { return nil }
        default:
            return nil
        }
    }
}
