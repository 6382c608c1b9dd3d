import CWebKitGTK

extension GTKWebView {
    /// Clicks at a point of the view as a user would, so the page gets user
    /// activation (WebKit asks before unload, or opens popups, only after one).
    package func simulateClick(x: Double, y: Double) throws {
        try ensureOpen()
        hk_widget_click(hk_widget(webView), x, y)
    }

    /// Types `text` key by key into whatever the page has focused, as real key events
    /// (U+001B is the Escape key).
    package func simulateTyping(_ text: String) throws {
        try ensureOpen()
        gtk_widget_grab_focus(hk_widget(webView))
        for scalar in text.unicodeScalars {
            let keyval = scalar == "\n" ? guint(GDK_KEY_Return) : scalar == "\u{1B}" ? guint(GDK_KEY_Escape) : gdk_unicode_to_keyval(scalar.value)
            hk_widget_key(hk_widget(webView), keyval)
        }
    }

    /// Scrolls by `pixels` (down when positive) at a point of the view, as a touchpad would.
    package func simulateScroll(x: Double, y: Double, pixels: Double) throws {
        try ensureOpen()
        // WebKitGTK moves a smooth-scroll step by 40 px (Scrollbar::pixelsPerLineStep).
        hk_widget_scroll(hk_widget(webView), x, y, 0, pixels / 40)
    }
}
