import CWebKitGTK

/// The view's own settings: media, the inspector, the zoom.
extension GTKWebView {
    /// The engine's setting, as the view was created with it.
    var mediaPlaybackRequiresUserGesture: Bool {
        webkit_settings_get_media_playback_requires_user_gesture(webkit_web_view_get_settings(webView)) != 0
    }

    /// Whether the view's website policies let media with sound start by itself.
    var autoplayAllowedWithSound: Bool {
        webkit_website_policies_get_autoplay_policy(webkit_web_view_get_website_policies(webView)) == WEBKIT_AUTOPLAY_ALLOW
    }

    /// Developer extras: the inspector's context menu entry and `webkit_web_view_get_inspector`.
    /// (The remote inspector a browser opens, `WEBKIT_INSPECTOR_HTTP_SERVER`, lists pages either way.)
    public func setInspectable(_ inspectable: Bool) {
        guard !isClosed, let settings = webkit_web_view_get_settings(webView) else { return }
        webkit_settings_set_enable_developer_extras(settings, inspectable ? 1 : 0)
    }

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
