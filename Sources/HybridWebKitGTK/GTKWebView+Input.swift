import CWebKitGTK

extension GTKWebView {
    /// Clicks at a point of the view as a user would, so the page gets user
    /// activation (WebKit asks before unload, or opens popups, only after one).
    func simulateClick(x: Double, y: Double) throws {
        try ensureOpen()
        hk_widget_click(hk_widget(webView), x, y)
    }
}
