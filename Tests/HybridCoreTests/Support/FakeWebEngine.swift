import Foundation
@testable import HybridCore

/// An engine with no engine: makes ``FakeWebEngineView``s and keeps the
/// scheme handlers registered on it, applying the same registration rules as
/// real engines. ``send(_:)`` plays a page's request to a scheme.
@MainActor
final class FakeWebEngine: WebEngine {
    private(set) var views: [FakeWebEngineView] = []
    private var handlers: [String: any URLSchemeHandler] = [:]
    let cookieStore: any WebCookieStore = FakeCookieStore()

    func makeView(settings: EngineSettings) throws -> any WebEngineView {
        let view = FakeWebEngineView()
        views.append(view)
        return view
    }

    func registerURLScheme(_ scheme: String, handler: any URLSchemeHandler) throws {
        let name = try URLSchemeRegistration.validate(scheme, registered: Set(handlers.keys), viewsMade: !views.isEmpty)
        handlers[name] = handler
    }

    /// What the page receives: status, headers, the body as the engine would pull it.
    struct Reply {
        var status: Int
        var headers: [String: String]
        var body: Data
        var largestChunk: Int
        var chunkCount: Int
    }

    /// Sends `request` to its scheme's handler and drains the body chunk by chunk; `nil` when no handler has the scheme.
    func send(_ request: URLSchemeRequest, chunkSize: Int = 64 * 1024) async throws -> Reply? {
        guard let scheme = request.url.scheme?.lowercased(), let handler = handlers[scheme] else { return nil }
        let response = await handler.response(for: request)
        var reply = Reply(status: response.status, headers: response.headers, body: Data(), largestChunk: 0, chunkCount: 0)
        for try await chunk in response.body.chunks(size: chunkSize) {
            reply.body.append(chunk)
            reply.largestChunk = max(reply.largestChunk, chunk.count)
            reply.chunkCount += 1
        }
        return reply
    }
}
