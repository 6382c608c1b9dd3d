import CWebKitGTK
import HybridSchemes

/// Hooks a ``URLSchemeHandler`` into a WebKit context. The context keeps this
/// box (and so the handler) until it is finalized, then releases it.
final class GTKSchemeRegistration {
    let handler: any URLSchemeHandler
    private init(handler: any URLSchemeHandler) { self.handler = handler }

    /// Registers the scheme and marks it secure (a secure context, so `crypto.subtle`
    /// and storage work) and CORS-enabled (so `http(s)` pages may fetch from it).
    @MainActor
    static func register(_ scheme: String, handler: any URLSchemeHandler, on context: UnsafeMutablePointer<WebKitWebContext>) {
        let box = Unmanaged.passRetained(GTKSchemeRegistration(handler: handler)).toOpaque()
        webkit_web_context_register_uri_scheme(context, scheme, { request, data in
            guard let request, let data else { return }
            let handler = Unmanaged<GTKSchemeRegistration>.fromOpaque(data).takeUnretainedValue().handler
            MainActor.assumeIsolated { GTKSchemeRequest.answer(request, with: handler) }
        }, box, { data in
            guard let data else { return }
            Unmanaged<GTKSchemeRegistration>.fromOpaque(data).release()
        })
        let security = webkit_web_context_get_security_manager(context)
        webkit_security_manager_register_uri_scheme_as_secure(security, scheme)
        webkit_security_manager_register_uri_scheme_as_cors_enabled(security, scheme)
    }
}
