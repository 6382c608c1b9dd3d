import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import WebKit
import HybridVocabulary
import HybridEngineInterface

extension AppleWebView {
    @discardableResult
    public func load(_ request: URLRequest) throws -> NavigationID? {
        _ = try loadableURL(request)
        return navigations.started(webView.load(request))
    }

    @discardableResult
    public func loadHTML(_ html: String, baseURL: URL?) throws -> NavigationID? {
        try ensureOpen()
        return navigations.started(webView.loadHTMLString(html, baseURL: baseURL))
    }

    @discardableResult
    public func reload() throws -> NavigationID? {
        try ensureOpen()
        return navigations.started(webView.reload())
    }

    public func stopLoading() throws {
        try ensureOpen()
        webView.stopLoading()
    }

    public var canGoBack: Bool { !isClosed && webView.canGoBack }
    public var canGoForward: Bool { !isClosed && webView.canGoForward }

    @discardableResult
    public func goBack() throws -> NavigationID? {
        try ensureOpen()
        guard webView.canGoBack else { throw EngineError.operationFailed("there is no page to go back to") }
        return navigations.started(webView.goBack())
    }

    @discardableResult
    public func goForward() throws -> NavigationID? {
        try ensureOpen()
        guard webView.canGoForward else { throw EngineError.operationFailed("there is no page to go forward to") }
        return navigations.started(webView.goForward())
    }
}
