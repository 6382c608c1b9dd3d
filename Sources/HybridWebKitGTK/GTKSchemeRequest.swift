import CWebKitGTK
import Foundation
import HybridSchemes

/// Turns one `WebKitURISchemeRequest` into a ``URLSchemeRequest`` (method,
/// headers, the whole body), asks the handler, and finishes the request with
/// its answer. Every request is finished exactly once.
@MainActor
enum GTKSchemeRequest {
    static func answer(_ request: UnsafeMutablePointer<WebKitURISchemeRequest>, with handler: any URLSchemeHandler) {
        let uri = webkit_uri_scheme_request_get_uri(request).map { String(cString: $0) } ?? ""
        guard let url = URL(string: uri) else {
            GTKSchemeResponse.finish(request, with: .text(400, "not a URL: \(uri)"))
            return
        }
        let method = webkit_uri_scheme_request_get_http_method(request).map { String(cString: $0) } ?? "GET"
        let headers = SoupHeaders.dictionary(webkit_uri_scheme_request_get_http_headers(request)) ?? [:]
        let bodyStream = webkit_uri_scheme_request_get_http_body(request)
        // WebKit asks for a navigation's document with `Accept: text/html,…`; a script, style or image never does.
        let asDocument = headers.first { $0.key.lowercased() == "accept" }?.value.lowercased().hasPrefix("text/html") ?? false
        let pageURL = webkit_uri_scheme_request_get_web_view(request).flatMap { CommittedPage.asking(for: url, asDocument: asDocument, in: $0) }
        if bodyStream == nil,
           let response = handler.immediateResponse(for: URLSchemeRequest(url: url, method: method, headers: headers, body: nil, pageURL: pageURL)) {
            return GTKSchemeResponse.finishNow(request, with: response)
        }
        g_object_ref(UnsafeMutableRawPointer(request))
        Task { @MainActor in
            defer { g_object_unref(UnsafeMutableRawPointer(request)) }
            var body: Data?
            if let bodyStream { body = await GIOReadAll.data(from: bodyStream) }
            let schemeRequest = URLSchemeRequest(url: url, method: method, headers: headers, body: body, pageURL: pageURL)
            let response = await handler.response(for: schemeRequest)
            await GTKSchemeResponse.finish(request, with: response, method: schemeRequest.method)
        }
    }
}
