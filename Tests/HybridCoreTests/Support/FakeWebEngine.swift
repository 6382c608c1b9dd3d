import Foundation
@testable import HybridCore

/// An engine with no engine: it makes ``FakeWebEngineView``s, keeps the
/// scheme handlers registered on it (``send(_:)`` plays a page's request), and keeps a
/// ledger of their web processes as WebKit would run them: a view starts one
/// on its first load or script, a view made to share another's joins it, and
/// a killed process tells every view in it. For the pool's unit tests.
@MainActor
final class FakeWebEngine: EngineViewMaking {
    private(set) var views: [FakeWebEngineView] = []
    private(set) var processesStarted = 0
    private var deadProcesses: Set<Int> = []
    private var processOfView: [ObjectIdentifier: Int] = [:]
    private var handlers: [String: any URLSchemeHandler] = [:]
    let cookieStore: any WebCookieStore = FakeCookieStore()
    var userAgent: UserAgent = .engineDefault
    var cacheModel: CacheModel = .webBrowser
    let websiteData: any WebsiteDataStore = FakeWebsiteDataStore()

    func makeView(settings: EngineSettings) throws -> any WebEngineView { makeFakeView(process: nil) }

    func makeView(settings: EngineSettings, sharingProcessWith view: any WebEngineView) throws -> any WebEngineView {
        let shared = view.isClosed ? nil : process(of: view)
        return makeFakeView(process: shared.flatMap { deadProcesses.contains($0) ? nil : $0 })
    }

    /// The process a view runs in; `nil` before its first use.
    func process(of view: any WebEngineView) -> Int? { processOfView[ObjectIdentifier(view)] }

    /// Kills a process, as a crash would: its views hear it, and their scripts fail from then on.
    func kill(process: Int) {
        deadProcesses.insert(process)
        for view in views where !view.isClosed && self.process(of: view) == process {
            view.delegate?.engineView(view, webProcessDidTerminate: .crashed)
        }
    }

    private func makeFakeView(process: Int?) -> FakeWebEngineView {
        let view = FakeWebEngineView()
        let id = ObjectIdentifier(view)
        processOfView[id] = process
        view.onUse = { [weak self] in
            guard let self else { throw EngineError.operationFailed("the engine is gone") }
            if let running = self.processOfView[id] {
                if self.deadProcesses.contains(running) { throw EngineError.javaScriptException(message: "the web process is gone") }
            } else {
                self.processesStarted += 1
                self.processOfView[id] = self.processesStarted
            }
        }
        // What the pool's warm-up script reads: the URL of a view that loaded nothing.
        view.scriptResult = { [unowned view] source in
            source == PooledSlot.warmUpScript ? .string(view.loadedRequests.last?.url?.absoluteString ?? "about:blank") : .null
        }
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
