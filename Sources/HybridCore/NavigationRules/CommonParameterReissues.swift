import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
import HybridVocabulary
#endif
import HybridEngineInterface

/// The container's common parameters on navigations it did not start: a
/// main-frame navigation or redirect to a listed host without them is started
/// again with them, one carrying the headers to an unlisted host again without.
/// A few reissues per page at most, so a server that drops the parameters cannot
/// make the container loop.
@MainActor
final class CommonParameterReissues: ContainerFeature {
    static let limit = 5
    private(set) var count = 0
    private let view: RecoverableView
    private let loads: PageLoads
    private var parameters: CommonParameters?
    private let logger = HybridLog.logger("hybridkit.container")

    init(view: RecoverableView, loads: PageLoads) { (self.view, self.loads) = (view, loads) }

    func configurationDidChange(_ configuration: ContainerConfiguration) { parameters = configuration.commonParameters }

    func pageDidNavigate(_ event: NavigationEvent) {
        if case .committed = event { count = 0 }
    }

    /// A redirect or navigation of the main frame that would carry the headers to a host not listed for them.
    func stripHeaders(from action: NavigationAction) -> NavigationPolicy? {
        guard let parameters, action.isRedirect || action.targetsMainFrame == true, let url = action.request.url,
              !parameters.headerHostPatterns.contains(url.host),
              parameters.carriesHeaders(action.request.allHTTPHeaderFields ?? [:])
        else { return nil }
        return reissue(parameters.stripped(action.request)) ? .cancel : nil
    }

    /// A main-frame navigation to a listed host, about to be sent without what it is owed.
    /// Only engines that place actions in frames (WKWebView) get here; the others are caught at the response.
    func addMissing(to action: NavigationAction) -> NavigationPolicy? {
        guard action.targetsMainFrame == true, let url = action.request.url else { return nil }
        return addMissing(to: url, sent: action.request)
    }

    /// A main-frame page of a listed host that arrived without what it is owed.
    func addMissing(to response: NavigationResponse) -> NavigationPolicy? {
        guard response.isMainFrame, let url = response.url, let request = response.request else { return nil }
        return addMissing(to: url, sent: request)
    }

    /// Sends `request` again to `url` with the parameters, when it is a GET that lacks them.
    private func addMissing(to url: URL, sent request: URLRequest) -> NavigationPolicy? {
        guard let parameters, (request.httpMethod ?? "GET") == "GET",
              parameters.isMissing(from: url, sentHeaders: request.allHTTPHeaderFields ?? [:])
        else { return nil }
        var next = URLRequest(url: url)
        for (name, value) in request.allHTTPHeaderFields ?? [:] where name.lowercased() != "cookie" {
            next.setValue(value, forHTTPHeaderField: name)
        }
        return reissue(parameters.applied(to: next)) ? .cancel : nil
    }

    /// Starts the main frame's load again with `request`, in place of the one
    /// being decided, so an awaited load goes on to the new one.
    private func reissue(_ request: URLRequest) -> Bool {
        guard count < Self.limit else {
            logger.warning("not adding common parameters to \(request.url?.absoluteString ?? "?") again")
            return false
        }
        count += 1
        do { loads.waiter.continueAs(try view.load(request)) } catch { return false }
        return true
    }
}
