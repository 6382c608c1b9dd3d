import CWebKitGTK

extension GTKWebView {
    /// The page zoom, 1 for 100 %. WebKitGTK keeps it per view across loads,
    /// which is why a pooled view is never handed to a second page.
    public var zoomLevel: Double {
        get { isClosed ? 1 : webkit_web_view_get_zoom_level(webView) }
        set {
            guard !isClosed else { return }
            webkit_web_view_set_zoom_level(webView, newValue)
        }
    }
}
