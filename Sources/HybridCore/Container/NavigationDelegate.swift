import Foundation
import HybridVocabulary

extension WebContainer {
    /// The navigation role of a container's delegate: loads as they start, commit, finish
    /// and fail, what the policy chain left undecided, links to open elsewhere, and what the
    /// page asks of the app (to close, to log in). Every method has a default.
    @MainActor
    public protocol NavigationDelegate: AnyObject {
        func containerDidStartLoading(_ container: WebContainer, url: URL?)
        func containerDidFinishLoading(_ container: WebContainer, url: URL?)
        /// The main frame now shows a new document from `url`: calls into the old one
        /// failed `page_gone` and what the page set in the chrome is gone; the new page's scripts run next.
        func container(_ container: WebContainer, didCommit url: URL?)
        func container(_ container: WebContainer, didFailLoading url: URL?, error: NavigationError)
        func container(_ container: WebContainer, didChangeTitle title: String?)
        func container(_ container: WebContainer, didChangeProgress progress: Double)
        /// The page's own timings of a main-frame load that finished (DNS, connect, TLS, first byte, DOMContentLoaded, load, first contentful paint).
        func container(_ container: WebContainer, didMeasure timings: PageTimings)
        /// Asked for every navigation the policy chain did not already decide.
        func container(_ container: WebContainer, decidePolicyFor action: NavigationAction) async -> NavigationPolicy
        /// Asked for every response the policy chain did not decide, before the engine shows it.
        /// Attachments and types the engine cannot show come here too. By default a showable
        /// response is allowed and any other becomes a `Download` (`NavigationPolicy/download`).
        func container(_ container: WebContainer, decidePolicyFor response: NavigationResponse) async -> NavigationPolicy
        /// Open this URL outside the container: another app for `tel:` or `mailto:` (``ExternalSchemes``),
        /// the system browser for an `http(s)` host the container does not show (``AllowedHosts``).
        /// It was cancelled here.
        func container(_ container: WebContainer, openExternally action: NavigationAction)
        /// Make (and show) a container for a page's new-window request under ``NewWindows/Rule/newContainer``;
        /// the request then loads there. `nil` opens nothing.
        func container(_ container: WebContainer, makeContainerFor action: NavigationAction) -> WebContainer?
        /// The page (`hybrid.chrome.close()`), Back on the first page, or the Close button
        /// asked to close. A shell has already closed itself; without one, the app decides.
        func containerDidRequestClose(_ container: WebContainer)
        /// A trusted page asked the app to log in (`hybrid.chrome.login(params)`). Return
        /// what the page should get (a token, a user), or throw to refuse: a
        /// ``BridgeErrorConvertible`` chooses the code the page sees. By default the page
        /// gets `login_unavailable`.
        func container(_ container: WebContainer, requestsLoginFor source: BridgeMessageSource, params: JSONValue) async throws -> JSONValue
    }
}

extension WebContainer.NavigationDelegate {
    public func containerDidStartLoading(_ container: WebContainer, url: URL?) {}
    public func containerDidFinishLoading(_ container: WebContainer, url: URL?) {}
    public func container(_ container: WebContainer, didCommit url: URL?) {}
    public func container(_ container: WebContainer, didFailLoading url: URL?, error: NavigationError) {}
    public func container(_ container: WebContainer, didChangeTitle title: String?) {}
    public func container(_ container: WebContainer, didChangeProgress progress: Double) {}
    public func container(_ container: WebContainer, didMeasure timings: PageTimings) {}
    public func container(_ container: WebContainer, decidePolicyFor action: NavigationAction) async -> NavigationPolicy { .allow }
    public func container(_ container: WebContainer, decidePolicyFor response: NavigationResponse) async -> NavigationPolicy {
        response.isShowable ? .allow : .download
    }
    public func container(_ container: WebContainer, openExternally action: NavigationAction) {}
    public func container(_ container: WebContainer, makeContainerFor action: NavigationAction) -> WebContainer? { nil }
    public func containerDidRequestClose(_ container: WebContainer) {}
    public func container(_ container: WebContainer, requestsLoginFor source: BridgeMessageSource, params: JSONValue) async throws -> JSONValue {
        throw BridgeError.loginUnavailable
    }
}
