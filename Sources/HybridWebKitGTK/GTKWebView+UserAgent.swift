import CWebKitGTK
import HybridVocabulary

extension GTKWebView {
    /// The engine's user agent changed: the view sends what the core's rule says.
    func applyEngineUserAgent(_ engineAgent: EffectiveUserAgent) {
        let effective = userAgent.engineChanged(to: engineAgent)
        guard !isClosed, let settings = webkit_web_view_get_settings(webView) else { return }
        Self.apply(effective, to: settings)
    }

    public func setCustomUserAgent(_ agent: String?) throws {
        try ensureOpen()
        let effective = userAgent.customChanged(to: agent)
        guard let settings = webkit_web_view_get_settings(webView) else { return }
        Self.apply(effective, to: settings)
    }

    static func apply(_ agent: EffectiveUserAgent, to settings: UnsafeMutablePointer<WebKitSettings>) {
        switch agent {
        case .replacing(let text):
            webkit_settings_set_user_agent(settings, text)
        case .engineDefault:
            webkit_settings_set_user_agent(settings, nil)
        case .appending(let text):
            webkit_settings_set_user_agent(settings, nil)
            if let base = webkit_settings_get_user_agent(settings) {
                webkit_settings_set_user_agent(settings, String(cString: base) + " " + text)
            }
        }
    }
}
