import CWebKitGTK
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridVocabulary
import HybridEngineInterface

extension GTKWebView {
    /// WebKitGTK has no navigation identity: always `nil`.
    @discardableResult
    public func load(_ request: URLRequest) throws -> NavigationID? {
        let url = try loadableURL(request)
        if let body = request.httpBody, !body.isEmpty {
            try loadWithBody(request, url: url, body: body)
            return nil
        }
        let method = request.httpMethod ?? "GET"
        guard method == "GET" else {
            throw EngineError.operationFailed("WebKitGTK navigates with GET, or POST with a form body; not \(method)")
        }
        let cacheHeaders = try CachePolicyHeaders.headers(for: request.cachePolicy)
        if CachePolicyHeaders.bypasses(request.cachePolicy), webkit_web_view_get_uri(webView).map({ String(cString: $0) }) == url.absoluteString {
            noteSupersededLoad()
            webkit_web_view_reload_bypass_cache(webView)
            return nil
        }
        let uriRequest = webkit_uri_request_new(url.absoluteString)!
        defer { g_object_unref(uriRequest) }
        if let headers = webkit_uri_request_get_http_headers(uriRequest) {
            for (name, value) in cacheHeaders.merging(request.allHTTPHeaderFields ?? [:], uniquingKeysWith: { _, own in own }) {
                soup_message_headers_replace(headers, name, value)
            }
        }
        noteSupersededLoad()
        webkit_web_view_load_request(webView, uriRequest)
        return nil
    }

    /// Call before starting or stopping a load: a load in flight will report a cancellation.
    func noteSupersededLoad() {
        if webkit_web_view_is_loading(webView) != 0 { supersededLoads += 1 }
    }

    /// WebKitGTK has no navigation identity: always `nil`.
    @discardableResult
    public func loadHTML(_ html: String, baseURL: URL?) throws -> NavigationID? {
        try ensureOpen()
        noteSupersededLoad()
        webkit_web_view_load_html(webView, html, baseURL?.absoluteString)
        return nil
    }

    /// WebKitGTK has no navigation identity: always `nil`.
    @discardableResult
    public func reload() throws -> NavigationID? {
        try ensureOpen()
        noteSupersededLoad()
        webkit_web_view_reload(webView)
        return nil
    }

    public var canGoBack: Bool { !isClosed && webkit_web_view_can_go_back(webView) != 0 }
    public var canGoForward: Bool { !isClosed && webkit_web_view_can_go_forward(webView) != 0 }

    /// WebKitGTK has no navigation identity: always `nil`.
    @discardableResult
    public func goBack() throws -> NavigationID? {
        try ensureOpen()
        guard canGoBack else { throw EngineError.operationFailed("there is no page to go back to") }
        noteSupersededLoad()
        webkit_web_view_go_back(webView)
        return nil
    }

    /// WebKitGTK has no navigation identity: always `nil`.
    @discardableResult
    public func goForward() throws -> NavigationID? {
        try ensureOpen()
        guard canGoForward else { throw EngineError.operationFailed("there is no page to go forward to") }
        noteSupersededLoad()
        webkit_web_view_go_forward(webView)
        return nil
    }

    public func stopLoading() throws {
        try ensureOpen()
        noteSupersededLoad()
        webkit_web_view_stop_loading(webView)
    }

    /// Rejects URLs the engine would silently ignore.
    func handleLoadChanged(_ event: WebKitLoadEvent) {
        if event == WEBKIT_LOAD_COMMITTED { CommittedPage.record(webView) }
        if let internalLoad {
            if event == WEBKIT_LOAD_FINISHED { internalLoad.finish() }
            return
        }
        let url = webkit_web_view_get_uri(webView).flatMap { URL(string: String(cString: $0)) }
        let navigationEvent: NavigationEvent
        switch event {
        case WEBKIT_LOAD_FINISHED where lastLoadFailed:
            lastLoadFailed = false
            refreshState()
            return
        case WEBKIT_LOAD_STARTED:
            lastLoadFailed = false
            navigationEvent = .started(url)
        case WEBKIT_LOAD_REDIRECTED: navigationEvent = .redirected(url)
        case WEBKIT_LOAD_COMMITTED: navigationEvent = .committed(url)
        default:
            // Every cancellation owed has arrived once a load finishes.
            supersededLoads = 0
            navigationEvent = .finished(url)
        }
        refreshState()
        delegate?.engineView(self, didReceive: navigationEvent, navigation: nil)
    }

    func handleLoadFailed(uri: String?, error: UnsafeMutablePointer<GError>?) {
        let failure = GErrorMapping.navigationError(error)
        if let internalLoad {
            internalLoad.fail(failure)
            return
        }
        lastLoadFailed = true
        if failure == .cancelled, supersededLoads > 0 {
            supersededLoads -= 1
            refreshState()
            return
        }
        refreshState()
        let url = uri.flatMap(URL.init(string:))
        if let url, Self.mayHideCertificateError(error, url: url) { return reportAfterCheckingCertificate(url, failure: failure) }
        delegate?.engineView(self, didReceive: .failed(url, failure), navigation: nil)
    }

    func handleWebProcessTerminated(_ reason: WebKitWebProcessTerminationReason) {
        let mapped: WebProcessTerminationReason
        switch reason {
        case WEBKIT_WEB_PROCESS_EXCEEDED_MEMORY_LIMIT: mapped = .exceededMemoryLimit
        case WEBKIT_WEB_PROCESS_TERMINATED_BY_API: mapped = .terminatedByClient
        default: mapped = .crashed
        }
        dismissScriptDialogs()
        requests.finishAll()
        internalLoad?.fail(NavigationError.webProcessTerminated)
        internalLoad = nil
        refreshState()
        delegate?.engineView(self, webProcessDidTerminate: mapped)
    }

    public func terminateWebProcess() throws {
        try ensureOpen()
        webkit_web_view_terminate_web_process(webView)
    }
}
