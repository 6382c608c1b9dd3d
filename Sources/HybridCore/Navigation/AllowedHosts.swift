import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `http(s)` hosts the container may show; a page of any other host is
/// cancelled and handed to the app to open outside (the system browser).
///
/// WebKitGTK says whether a *response* is the main frame's, but not whether a
/// navigation *action* is (iframes ask too), so the main frame is checked at
/// its response: the first request to a foreign host is sent (redirects
/// included) and its page is never shown. New-window requests are checked
/// before anything is sent. Iframes of other hosts are left alone.
@MainActor
public final class AllowedHosts: NavigationHandler {
    public var hosts: HostPatterns

    public init(_ hosts: HostPatterns) { self.hosts = hosts }

    public func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        guard action.opensNewWindow, let url = action.request.url, isForeign(url) else { return nil }
        container.openExternally(action, reason: .hostNotAllowed)
        return .cancel
    }

    public func decide(_ response: NavigationResponse, in container: WebContainer) async -> NavigationPolicy? {
        guard response.isMainFrame, let url = response.url, isForeign(url) else { return nil }
        container.openExternally(NavigationAction(request: URLRequest(url: url)), reason: .hostNotAllowed)
        return .cancel
    }

    private func isForeign(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return !hosts.contains(url.host)
    }
}
