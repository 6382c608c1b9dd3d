import CWebKitGTK

extension GTKWebView {
    /// The keyboard's ``ViewSettings/KeyboardResize/native`` resize: a bottom margin as
    /// tall as the keyboard, so whatever holds the view (a window, a navigator's stack)
    /// gives the page that much less height and its `innerHeight` shrinks.
    public func setKeyboardOverlap(_ height: Double) {
        guard !isClosed else { return }
        gtk_widget_set_margin_bottom(hk_widget(webView), gint(min(max(height, 0), 10_000).rounded()))
    }
}
