import CWebKitGTK
import HybridCore

extension GTKWebView {
    /// Applies the engine's user agent, unless this view was made with its own.
    func applyEngineUserAgent(_ userAgent: UserAgent) {
        engineUserAgent = userAgent
        guard !isClosed, !hasOwnUserAgent, let settings = webkit_web_view_get_settings(webView) else { return }
        switch userAgent {
        case .engineDefault:
            webkit_settings_set_user_agent(settings, nil)
        case .appending(let name, let version):
            webkit_settings_set_user_agent_with_application_details(settings, name, version)
        case .replacing(let text):
            webkit_settings_set_user_agent(settings, text)
        }
    }
}
