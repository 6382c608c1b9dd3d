import CWebKitGTK
import HybridVocabulary

/// ``ViewSettings`` on WebKitGTK, in one place. Bounce, content insets and link
/// previews have no WebKitGTK counterpart and are left alone.
extension GTKWebView {
    /// WebKit's default sizes for `medium` text and monospace text, in CSS pixels.
    static let baseFontSize = 16.0, baseMonospaceFontSize = 13.0

    public func apply(_ settings: ViewSettings) {
        guard !isClosed else { return }
        viewSettings = settings
        var color = settings.backgroundColor.map { GdkRGBA(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
            ?? GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        // A color set repaints in the web process, even one it already had (4 ms on a recovery's
        // path on 2 cores, before the restored page can start): only a change is sent.
        var shown = GdkRGBA()
        webkit_web_view_get_background_color(webView, &shown)
        if !Self.sameColor(shown, color) { webkit_web_view_set_background_color(webView, &color) }
        let webkitSettings = webkit_web_view_get_settings(webView)
        webkit_settings_set_enable_back_forward_navigation_gestures(webkitSettings, settings.allowsBackForwardGestures ? 1 : 0)
        setScrolling(settings.isScrollEnabled)
        followSystemTextScale(settings.textScale == nil)
        applyTextSize()
    }

    /// Equal to what 8-bit channels keep: WebKit stores colors as such.
    static func sameColor(_ a: GdkRGBA, _ b: GdkRGBA) -> Bool {
        let step = 0.5 / 255
        return abs(a.red - b.red) < step && abs(a.green - b.green) < step && abs(a.blue - b.blue) < step && abs(a.alpha - b.alpha) < step
    }

    /// The base font sizes for the text size asked, given GTK's text scaling now.
    func applyTextSize() {
        guard !isClosed else { return }
        let factor = viewSettings.textFactor(system: hk_text_scale())
        let webkitSettings = webkit_web_view_get_settings(webView)
        webkit_settings_set_default_font_size(webkitSettings, guint32((Self.baseFontSize * factor).rounded()))
        webkit_settings_set_default_monospace_font_size(webkitSettings, guint32((Self.baseMonospaceFontSize * factor).rounded()))
    }

    /// A user style sheet outranks the page's own `!important` rules, so the page cannot scroll the document back on.
    private func setScrolling(_ enabled: Bool) {
        if enabled, let sheet = noScrollStyleSheet {
            webkit_user_content_manager_remove_style_sheet(contentManager, sheet)
            webkit_user_style_sheet_unref(sheet)
            noScrollStyleSheet = nil
        } else if !enabled, noScrollStyleSheet == nil {
            let sheet = webkit_user_style_sheet_new("html, body { overflow: hidden !important; }", WEBKIT_USER_CONTENT_INJECT_TOP_FRAME,
                                                    WEBKIT_USER_STYLE_LEVEL_USER, nil, nil)
            webkit_user_content_manager_add_style_sheet(contentManager, sheet)
            noScrollStyleSheet = sheet
        }
    }

    private func followSystemTextScale(_ follow: Bool) {
        if follow, textScaleSignal == 0 {
            typealias Changed = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void
            let changed: Changed = { _, _, data in MainActor.assumeIsolated { Box.target(from: data)?.applyTextSize() } }
            textScaleSignal = connectSignal(hk_gtk_settings(), "notify::gtk-xft-dpi", changed, data: Box(self).retainedPointer())
        } else if !follow, textScaleSignal != 0 {
            stopFollowingSystemTextScale()
        }
    }

    /// Called by ``close()`` too: GTK's settings outlive the view.
    func stopFollowingSystemTextScale() {
        guard textScaleSignal != 0 else { return }
        g_signal_handler_disconnect(hk_gtk_settings(), textScaleSignal)
        textScaleSignal = 0
    }
}
