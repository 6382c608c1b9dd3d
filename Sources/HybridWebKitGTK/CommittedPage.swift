import CWebKitGTK
import Foundation

/// The URL of the document a web view last committed, kept on the view itself. WebKitGTK's
/// `uri` is the URL being loaded, which changes when a load starts, while the old document
/// still runs: a scheme request must be judged by the document that really asks.
@MainActor
enum CommittedPage {
    private static let dataKey = "hybridkit-committed-uri"

    static func record(_ view: UnsafeMutablePointer<WebKitWebView>) {
        let uri = webkit_web_view_get_uri(view).map { g_strdup($0) } ?? nil
        g_object_set_data_full(hk_object(view), dataKey, uri) { g_free($0) }
    }

    /// The page that asks for `url` in `view`: the request of the load itself (the URL being
    /// loaded, asked for as a document) is that load's own; any other comes from the document last
    /// committed. A script or image the old document asks for at the URL being loaded is the old
    /// document's: it must not pass for the new page while the old one still runs.
    static func asking(for url: URL, asDocument: Bool, in view: UnsafeMutablePointer<WebKitWebView>) -> URL? {
        let loading = webkit_web_view_get_uri(view).flatMap { URL(string: String(cString: $0)) }
        if asDocument && loading == url { return url }
        guard let committed = g_object_get_data(hk_object(view), dataKey) else { return nil }
        return URL(string: String(cString: committed.assumingMemoryBound(to: CChar.self)))
    }
}
