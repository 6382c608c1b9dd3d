import Foundation

/// A request a page made to a custom scheme: method, headers and body as sent.
public struct URLSchemeRequest: Sendable {
    public var url: URL
    /// Upper-case, e.g. `GET`, `POST`, `OPTIONS`.
    public var method: String
    /// Header names as the engine gave them; look them up with ``header(_:)``.
    public var headers: [String: String]
    /// The request body (a form post, a `fetch` body); `nil` when there is none.
    public var body: Data?
    /// The document that asked, as the engine reports it (not as the request says): the one last
    /// committed in the view, or for the document request of a main-frame load, that load's own URL:
    /// a page's loads without CORS (`<script src>`, `<iframe>`) carry no `Origin`, so this is what names
    /// the app asking. `nil` when the engine does not say, which an app's files are not given to.
    public var pageURL: URL?

    public init(url: URL, method: String = "GET", headers: [String: String] = [:], body: Data? = nil, pageURL: URL? = nil) {
        self.url = url
        self.method = method.uppercased()
        self.headers = headers
        self.body = body
        self.pageURL = pageURL
    }

    /// A header's value, matched without regard to case, as HTTP names are.
    public func header(_ name: String) -> String? {
        if let exact = headers[name] { return exact }
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }

    /// The URL's path with percent-escapes decoded, e.g. `/img/a b.png`. For messages
    /// only: decoding turns `..%2f` into `../`, so check and forward `canonicalPath()`.
    public var path: String {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.path ?? url.path
    }

    /// The URL's path as sent, escapes kept, e.g. `/img/a%20b.png`.
    public var percentEncodedPath: String {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? url.path(percentEncoded: true)
    }

    /// The URL's query as sent, escapes kept; `nil` when there is none.
    public var percentEncodedQuery: String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery
    }

    /// The one path to check and to act on; throws when the path does not normalize cleanly.
    package func canonicalPath() throws(CanonicalPathError) -> CanonicalPath {
        try CanonicalPath(percentEncoded: percentEncodedPath)
    }
}
