import CWebKitGTK
import Foundation
import HybridVocabulary

extension GTKWebView {
    public func evaluateJavaScript(_ source: String, in world: ContentWorld) async throws -> JSONValue {
        try ensureOpen()
        return try await withCheckedThrowingContinuation { continuation in
            let callback = AsyncCallback { [weak self] source, result in
                Self.finishJavaScript({ continuation.resume(with: $0) }, source: source, result: result,
                                      viewClosed: MainActor.assumeIsolated { self?.isClosed ?? true },
                                      finish: webkit_web_view_evaluate_javascript_finish)
            }
            let utf8 = Array(source.utf8)
            webkit_web_view_evaluate_javascript(
                webView, source, gssize(utf8.count), world.name, nil, nil, AsyncCallback.ready, callback.userData)
        }
    }

    public func callAsyncJavaScript(_ body: String, arguments: [String: JSONValue], in world: ContentWorld) async throws -> JSONValue {
        try await withCheckedThrowingContinuation { continuation in
            callAsyncJavaScript(body, arguments: arguments, in: world) { continuation.resume(with: $0) }
        }
    }

    public func callAsyncJavaScript(_ body: String, arguments: [String: JSONValue], in world: ContentWorld,
                                    completion: @escaping @MainActor (Result<JSONValue, any Error>) -> Void) {
        let prepared: (body: String, arguments: OpaquePointer?)
        do {
            try ensureOpen()
            prepared = try AsyncFunctionArguments.prepare(body: body, arguments: arguments)
        } catch {
            return completion(.failure(error))
        }
        // WebKit reads the arguments during the call and never takes the floating
        // reference: sunk here and dropped after, or every call leaks them.
        let variant: OpaquePointer? = prepared.arguments.flatMap { g_variant_ref_sink($0) }
        defer { variant.map { g_variant_unref($0) } }
        let callback = AsyncCallback { [weak self] source, result in
            Self.finishJavaScript(completion, source: source, result: result, viewClosed: MainActor.assumeIsolated { self?.isClosed ?? true },
                                  finish: webkit_web_view_call_async_javascript_function_finish)
        }
        let utf8 = Array(prepared.body.utf8)
        webkit_web_view_call_async_javascript_function(
            webView, prepared.body, gssize(utf8.count), variant, world.name, nil, nil, AsyncCallback.ready, callback.userData)
    }

    typealias JSFinish = (UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> UnsafeMutablePointer<JSCValue>?

    private static func finishJavaScript(
        _ completion: @MainActor (Result<JSONValue, any Error>) -> Void,
        source: UnsafeMutablePointer<GObject>?, result: OpaquePointer?, viewClosed: Bool, finish: JSFinish
    ) {
        MainActor.assumeIsolated {
            var error: UnsafeMutablePointer<GError>?
            let value = finish(UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: WebKitWebView.self), result, &error)
            if let error {
                let message = GErrorMapping.message(error)
                let cancelled = error.pointee.domain == g_io_error_quark() && error.pointee.code == Int32(G_IO_ERROR_CANCELLED.rawValue)
                g_error_free(error)
                // A view torn down under a running script fails it with whatever WebKit
                // says ("Unsupported result type" among others): it is the close.
                if cancelled || viewClosed {
                    completion(.failure(EngineError.viewClosed))
                } else if message == "Unsupported result type" {
                    // WebKit's own text when the completion value cannot be serialized (a function, a promise).
                    completion(.failure(EngineError.unsupportedResultType(message)))
                } else {
                    completion(.failure(EngineError.javaScriptException(message: message)))
                }
                return
            }
            guard let value else { return completion(.success(.null)) }
            defer { g_object_unref(value) }
            completion(Result { try JSCValueConversion.jsonValue(from: value) })
        }
    }
}
