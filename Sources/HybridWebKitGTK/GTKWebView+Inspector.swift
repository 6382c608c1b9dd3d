import CWebKitGTK

extension GTKWebView {
    /// Developer extras: the inspector's context menu entry and `webkit_web_view_get_inspector`.
    /// (The remote inspector a browser opens, `WEBKIT_INSPECTOR_HTTP_SERVER`, lists pages either way.)
    public func setInspectable(_ inspectable: Bool) {
        guard !isClosed, let settings = webkit_web_view_get_settings(webView) else { return }
        webkit_settings_set_enable_developer_extras(settings, inspectable ? 1 : 0)
    }
}
