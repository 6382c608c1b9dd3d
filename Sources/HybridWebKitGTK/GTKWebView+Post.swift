import CWebKitGTK
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridVocabulary

extension GTKWebView {
    /// WebKitGTK's `load_request` drops request bodies, so a POST is made the way
    /// a page makes one: a form, built by `post-form.js` from values passed as
    /// arguments, in a blank document the engine loads first and does not report.
    func loadWithBody(_ request: URLRequest, url: URL, body: Data) throws {
        let method = (request.httpMethod ?? "POST").uppercased()
        guard method == "POST" else {
            throw EngineError.operationFailed("WebKitGTK can send a body only with POST, not \(method)")
        }
        let fields = try FormBody.fields(body, contentType: request.value(forHTTPHeaderField: "Content-Type"))
        let script = try EngineScripts.source(named: "post-form")
        noteSupersededLoad()
        webkit_web_view_stop_loading(webView)
        Task { @MainActor in
            do {
                try await withCheckedThrowingContinuation { continuation in
                    internalLoad = InternalLoad(continuation)
                    webkit_web_view_load_html(webView, "<!doctype html><title></title>", "about:blank")
                }
                internalLoad = nil
                _ = try await callAsyncJavaScript(script, arguments: [
                    "action": .string(url.absoluteString),
                    "fields": .array(fields.map { .array([.string($0.name), .string($0.value)]) }),
                ], in: .named("hybridkit-engine"))
            } catch {
                internalLoad = nil
                logger.error("POST to \(url.absoluteString) failed: \(error)")
                let failure = (error as? NavigationError) ?? .other(domain: "HybridKit", code: 0, message: "\(error)")
                delegate?.engineView(self, didReceive: .failed(url, failure), navigation: nil)
            }
        }
    }
}
