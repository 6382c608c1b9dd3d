import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridSchemes
import WebKit

/// Serves a custom scheme's requests from a core ``URLSchemeHandler``.
///
/// The handler runs off the main actor; its body goes to WebKit chunk by
/// chunk. WebKit raises an exception if a task is used after it was stopped,
/// so every call to a task first checks that it is still running.
@MainActor
final class AppleSchemeHandler: NSObject, WKURLSchemeHandler {
    let handler: any URLSchemeHandler
    private var running: [ObjectIdentifier: Task<Void, Never>] = [:]

    init(handler: any URLSchemeHandler) { self.handler = handler }

    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) {
        let id = ObjectIdentifier(urlSchemeTask)
        guard let url = urlSchemeTask.request.url else {
            return urlSchemeTask.didFailWithError(URLError(.badURL))
        }
        let request = URLSchemeRequest(
            url: url, method: urlSchemeTask.request.httpMethod ?? "GET",
            headers: urlSchemeTask.request.allHTTPHeaderFields ?? [:], body: AppleRequestBody.read(urlSchemeTask.request),
            pageURL: urlSchemeTask.request.mainDocumentURL)  // the document asking; `webView.url` changes as a load starts
        let handler = handler
        // A small file the handler already checked is answered here, with no hop off the main actor and back.
        if request.body == nil, let response = handler.immediateResponse(for: request), let body = Self.bytesNow(response.body) {
            guard let head = HTTPURLResponse(url: url, statusCode: response.status, httpVersion: "HTTP/1.1", headerFields: response.headers) else {
                return urlSchemeTask.didFailWithError(URLError(.badServerResponse))
            }
            urlSchemeTask.didReceive(head)
            if !body.isEmpty { urlSchemeTask.didReceive(body) }
            return urlSchemeTask.didFinish()
        }
        running[id] = Task { @MainActor [weak self] in
            let response = await handler.response(for: request)
            await self?.send(response, to: urlSchemeTask, id: id, url: url)
            self?.running[id] = nil
        }
    }

    /// A body small enough to read on the main actor; `nil` for one that must stream.
    private static func bytesNow(_ body: URLSchemeResponse.Body) -> Data? {
        switch body {
        case .empty: Data()
        case .data(let data): data
        case .file(let handle, let offset, let length) where length <= 256 * 1024:
            try? FileSlice(handle: handle, offset: offset, length: length).read(at: 0, count: length)
        case .file, .stream: nil
        }
    }

    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {
        running.removeValue(forKey: ObjectIdentifier(urlSchemeTask))?.cancel()
    }

    private func isRunning(_ id: ObjectIdentifier) -> Bool { running[id] != nil && !Task.isCancelled }

    private func send(_ response: URLSchemeResponse, to task: any WKURLSchemeTask, id: ObjectIdentifier, url: URL) async {
        guard isRunning(id) else { return }
        guard let head = HTTPURLResponse(url: url, statusCode: response.status, httpVersion: "HTTP/1.1", headerFields: response.headers) else {
            return task.didFailWithError(URLError(.badServerResponse))
        }
        task.didReceive(head)
        do {
            for try await chunk in response.body.chunks() {
                guard isRunning(id) else { return }
                task.didReceive(chunk)
            }
            guard isRunning(id) else { return }
            task.didFinish()
        } catch {
            guard isRunning(id) else { return }
            task.didFailWithError(error)
        }
    }
}
