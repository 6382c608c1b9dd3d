import Foundation
import HybridCore
import WebKit
import HybridVocabulary
import HybridEngineInterface

/// WKNavigationDelegate for one view: policy questions go to the view's
/// delegate, events go out with their navigation's identity.
@MainActor
final class AppleNavigationRelay: NSObject, WKNavigationDelegate {
    private weak var view: AppleWebView?
    var relayedView: AppleWebView? { view }
    /// Where the main frame's provisional load goes (after redirects), until it commits or ends:
    /// a server-trust challenge for its host is its own; one for any other host is a subresource's.
    private(set) var provisionalURL: URL?

    init(view: AppleWebView) { self.view = view }

    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
        let action = AppleNavigationAction.make(navigationAction)
        decide({ await $0.engineView($1, decidePolicyFor: action) }) { decisionHandler(Self.policy($0)) }
    }

    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void) {
        let response = AppleNavigationAction.response(navigationResponse)
        decide({ await $0.engineView($1, decidePolicyFor: response) }) { decisionHandler(Self.policy($0)) }
    }

    /// Puts a policy question to the view's delegate and answers WebKit once:
    /// no delegate allows, a released view cancels. The question starts at once
    /// (``startNow(_:)``), inside WebKit's call, so the core sees the view as it was
    /// when WebKit asked and a queued commit cannot overtake it, as on WebKitGTK.
    private func decide(_ ask: @escaping @MainActor (any WebEngineViewDelegate, AppleWebView) async -> NavigationPolicy,
                        answer: @escaping @MainActor (NavigationPolicy) -> Void) {
        guard let view else { return answer(.cancel) }
        guard let delegate = view.delegate else { return answer(.allow) }
        startNow { answer(await ask(delegate, view)) }
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        provisionalURL = webView.url
        report(.started(webView.url), navigation)
    }

    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {
        provisionalURL = webView.url
        report(.redirected(webView.url), navigation)
    }

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
        provisionalURL = nil
        report(.committed(webView.url), navigation)
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        report(.finished(webView.url), navigation, ends: true)
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        fail(navigation, error, url: webView.url)
    }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
        fail(navigation, error, url: (error as NSError).userInfo[NSURLErrorFailingURLErrorKey] as? URL ?? webView.url)
    }

    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
        view?.handleWebProcessTermination()
    }

    /// A navigation cancelled because the app or page started another reports
    /// nothing, as in WebKitGTK: the newer one speaks for both. A refused
    /// server-trust challenge's reason replaces WebKit's error in the core, by host.
    private func fail(_ navigation: WKNavigation?, _ error: any Error, url: URL?) {
        if let view, view.navigations.identity(of: navigation) == view.navigations.latest { provisionalURL = nil }
        let mapped = NavigationError(engineError: error as NSError)
        if let view, mapped == .cancelled, let id = view.navigations.identity(of: navigation), id != view.navigations.latest {
            view.navigations.ended(navigation)
            return
        }
        report(.failed(url, mapped), navigation, ends: true)
    }

    private func report(_ event: NavigationEvent, _ navigation: WKNavigation?, ends: Bool = false) {
        guard let view, !view.isClosed else { return }
        let id = if case .started = event { view.navigations.started(navigation) } else { view.navigations.identity(of: navigation) }
        if ends { view.navigations.ended(navigation) }
        view.delegate?.engineView(view, didChangeState: view.state)
        view.delegate?.engineView(view, didReceive: event, navigation: id)
    }
}
