import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
import HybridVocabulary
#endif

/// The `http(s)` hosts the container may show; a page of any other host is
/// cancelled and handed to the app to open outside (the system browser).
///
/// New windows, and main-frame navigations when the engine says the action
/// targets the main frame (WKWebView), are checked at the action, before
/// anything is sent. WebKitGTK does not say which frame an action targets
/// (iframes ask too), so there the main frame is checked at its response:
/// the first request to a foreign host is sent (redirects included) and its
/// page is never shown. Iframes of other hosts are left alone.
@MainActor
public final class AllowedHosts: NavigationHandler {
    /// Exact hosts (`m.example.com`), or `*.example.com` for a domain and all its subdomains;
    /// compared case-insensitively. Empty allows nothing.
    public var hosts: [String] {
        didSet { allowed = HostPatterns(hosts) }
    }
    private var allowed: HostPatterns

    public init(_ hosts: [String]) {
        self.hosts = hosts
        allowed = HostPatterns(hosts)
    }

    public func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        // An iframe's action, or one the engine does not place, waits for the response check.
        let showsAPage = action.opensNewWindow || action.targetsMainFrame == true
        guard showsAPage, let url = action.request.url, isForeign(url) else { return nil }
        container.openExternally(action)
        return .cancel
    }

    public func decide(_ response: NavigationResponse, in container: WebContainer) async -> NavigationPolicy? {
        guard response.isMainFrame, let url = response.url, isForeign(url) else { return nil }
        container.openExternally(NavigationAction(request: URLRequest(url: url)))
        return .cancel
    }

    private func isForeign(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return !allowed.contains(url.host)
    }
}
