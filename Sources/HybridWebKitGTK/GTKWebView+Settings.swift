import CWebKitGTK

extension GTKWebView {
    /// The engine's setting, as the view was created with it.
    var mediaPlaybackRequiresUserGesture: Bool {
        webkit_settings_get_media_playback_requires_user_gesture(webkit_web_view_get_settings(webView)) != 0
    }

    /// Whether the view's website policies let media with sound start by itself.
    var autoplayAllowedWithSound: Bool {
        webkit_website_policies_get_autoplay_policy(webkit_web_view_get_website_policies(webView)) == WEBKIT_AUTOPLAY_ALLOW
    }
}
