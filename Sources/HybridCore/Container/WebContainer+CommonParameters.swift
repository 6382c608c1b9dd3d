import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension WebContainer {
    /// Query items, headers and page values this container adds, each for the
    /// hosts or origins listed in it. Set it before loading; `nil` adds nothing.
    ///
    /// The app's own loads get them from the start. A page's navigation in the
    /// main frame, or a redirect, that lands on a listed host without them is
    /// loaded again with them: before it is sent where the engine says the
    /// navigation is the main frame's (WKWebView), otherwise at its response
    /// (WebKitGTK says so only then). A main-frame redirect or navigation that
    /// carries the headers to an unlisted host is loaded again without them.
    /// ``ContainerConfiguration/commonParameters``; the bridge hands their values to pages.
    public var commonParameters: CommonParameters? {
        get { configuration.commonParameters }
        set { configuration.commonParameters = newValue }
    }

    /// A redirect or navigation of the main frame that would carry the headers to a host not listed for them.
    func stripCommonHeaders(from action: NavigationAction) -> NavigationPolicy? {
        guard let parameters = commonParameters, action.isRedirect || action.targetsMainFrame == true, let url = action.request.url,
              !parameters.headerHosts.contains(url.host),
              parameters.carriesHeaders(action.request.allHTTPHeaderFields ?? [:])
        else { return nil }
        return reissue(parameters.stripped(action.request)) ? .cancel : nil
    }

    /// A main-frame navigation to a listed host, about to be sent without what it is owed.
    /// Only engines that place actions in frames (WKWebView) get here; the others are caught at the response.
    func addMissingCommonParameters(to action: NavigationAction) -> NavigationPolicy? {
        guard action.targetsMainFrame == true, let url = action.request.url else { return nil }
        return addMissing(to: url, sent: action.request)
    }

    /// A main-frame page of a listed host that arrived without what it is owed.
    func addMissingCommonParameters(to response: NavigationResponse) -> NavigationPolicy? {
        guard response.isMainFrame, let url = response.url, let request = response.request else { return nil }
        return addMissing(to: url, sent: request)
    }

    /// Sends `request` again to `url` with the parameters, when it is a GET that lacks them.
    private func addMissing(to url: URL, sent request: URLRequest) -> NavigationPolicy? {
        guard let parameters = commonParameters, (request.httpMethod ?? "GET") == "GET",
              parameters.isMissing(from: url, sentHeaders: request.allHTTPHeaderFields ?? [:])
        else { return nil }
        var next = URLRequest(url: url)
        for (name, value) in request.allHTTPHeaderFields ?? [:] where name.lowercased() != "cookie" {
            next.setValue(value, forHTTPHeaderField: name)
        }
        return reissue(parameters.applied(to: next)) ? .cancel : nil
    }

    /// Starts the main frame's load again with `request`, in place of the one
    /// being decided, so an awaited load goes on to the new one. A few per
    /// page at most, so a server that drops the parameters cannot loop.
    private func reissue(_ request: URLRequest) -> Bool {
        guard reissues.take() else {
            logger.warning("not adding common parameters to \(request.url?.absoluteString ?? "?") again")
            return false
        }
        do { awaitedLoadContinues(as: try view.load(request)) } catch { return false }
        return true
    }
}
