import Foundation
import HybridCore
import HybridSchemes

/// Which documents may load an app's files: the app's own pages, and pages of the `http(s)` origins its
/// host names in the ``CORSPolicy``. Every kind of request asks it (a page load, a frame, a script, a
/// style, an image, a `fetch` or XHR, with or without `Origin`), so a web page cannot run an app's
/// script in its own realm, where the globals it sets can be read, nor read its files any other way.
///
/// A request with `Origin` is judged by it: the engine sets it to the document that really asks, a
/// frame's included. One without (`<script src>`, `<img>`, `<iframe>`, a navigation) is judged by the
/// document the engine says asked (``URLSchemeRequest/pageURL``); when the engine does not say, the
/// request is refused, as the asker cannot be shown to be the app.
///
/// A request for a document (WebKit asks for one with `Accept: text/html,…`: a frame, a navigation) is
/// answered only to the app itself: an origin the host names may read the app's files, never show its
/// pages in its frames. A frame request is judged by the view's page, not the frame's parent, so every
/// answer also tells the engine that only the app's own pages may frame it (``keepUnframed(_:)``).
struct AppDocumentGate {
    /// `app://<id>`, lowercase.
    let servedOrigin: String
    let cors: CORSPolicy

    /// The app's id, as refusals name it.
    private var app: String { String(servedOrigin.drop { $0 != "/" }.dropFirst(2)) }

    /// nil when `request` may be answered, else why not.
    func refusal(for request: URLSchemeRequest) -> AppRequestRefusal? {
        let asking: String, page: URL?
        if let origin = request.header("Origin") {
            (asking, page) = (origin.lowercased(), URL(string: origin))
        } else {
            guard let reported = request.pageURL else { return .unknownDocument(app: app) }
            guard let origin = Self.origin(of: reported) else { return .foreignDocument(asking: reported.absoluteString, app: app) }
            (asking, page) = (origin, reported)
        }
        if asking == servedOrigin { return nil }
        guard Self.isWeb(asking), cors.allows(origin: asking) else { return refusal(asking: asking, page: page) }
        return Self.asksForDocument(request) ? .foreignFrame(asking: asking, app: app) : nil
    }

    /// WebKit asks for a frame's or a navigation's document with `Accept: text/html,…`; never for a script, style, image or `fetch`.
    static func asksForDocument(_ request: URLSchemeRequest) -> Bool {
        request.header("Accept")?.lowercased().hasPrefix("text/html") ?? false
    }

    private func refusal(asking origin: String, page: URL?) -> AppRequestRefusal {
        if let page, let asking = OfflineAppID.id(of: page), asking != app { return .anotherApp(asking: asking, app: app) }
        return .foreignDocument(asking: origin, app: app)
    }

    private static func isWeb(_ origin: String) -> Bool { origin.hasPrefix("https://") || origin.hasPrefix("http://") }

    /// `scheme://host[:port]`, lowercase; nil for a URL with no host (`about:blank`, `data:`), whose document has no origin to name.
    static func origin(of url: URL) -> String? {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false), let scheme = parts.scheme?.lowercased(),
              let host = parts.percentEncodedHost?.lowercased(), !host.isEmpty
        else { return nil }
        return "\(scheme)://\(host)" + (parts.port.map { ":\($0)" } ?? "")
    }

    /// The policy every answer carries: only the app's own pages may frame it. The handler sees the
    /// view's page, not a frame's parent, so this is what keeps an app's page out of a frame another
    /// origin put in one of the app's pages, where the engine enforces it. WebKitGTK 2.50 did not
    /// enforce it on a custom scheme's answer (a named origin's frame showed the app's page when the
    /// handler answered it), so there the handler's own refusal of documents is what holds.
    static func keepUnframed(_ response: inout URLSchemeResponse) {
        let name = response.headers.keys.first { $0.lowercased() == "content-security-policy" }
        let policy = name.flatMap { response.headers[$0] }.map { $0 + "; " } ?? ""
        response.setHeader("Content-Security-Policy", policy + "frame-ancestors 'self'")
    }
}
