import Foundation
import HybridCore
import HybridSchemes
import HybridVocabulary
import HybridEngineInterface

/// An engine with no engine: it makes ``FakeWebEngineView``s, keeps the
/// scheme handlers registered on it (``send(_:)`` plays a page's request), and keeps a
/// ledger of their web processes as WebKit would run them: a view starts one
/// on its first load or script, a view made to share another's joins it, and
/// a killed process tells every view in it. For the pool's unit tests.
@MainActor
package final class FakeWebEngine: EngineViewMaking {
    package init() {}
    package private(set) var views: [FakeWebEngineView] = []
    package private(set) var processesStarted = 0
    private var deadProcesses: Set<Int> = []
    private var processOfView: [ObjectIdentifier: Int] = [:]
    private var handlers: [String: any URLSchemeHandler] = [:]
    package let cookieStore: any WebCookieStore = FakeCookieStore()
    package var customUserAgent: String?
    package var applicationNameForUserAgent: String?
    package var cacheModel: CacheModel = .webBrowser
    package let websiteData: any WebsiteDataStore = FakeWebsiteDataStore()
    package let coreState = EngineCoreState()

    /// Each named or ephemeral profile's stores, made on first use.
    private var profileStores: [WebsiteDataProfile: (cookies: FakeCookieStore, data: FakeWebsiteDataStore)] = [:]
    /// Profiles wiped by ``removeProfile(_:)``, in order.
    package private(set) var removedProfiles: [WebsiteDataProfile] = []

    package func makeView(settings: EngineSettings) throws -> any WebEngineView { makeFakeView(process: nil, profile: settings.profile) }

    /// Joins `view`'s process only when it is in the same profile, as WebKit's related views are.
    package func makeView(settings: EngineSettings, sharingProcessWith view: any WebEngineView) throws -> any WebEngineView {
        let sameProfile = (view as? FakeWebEngineView)?.profile == settings.profile
        let shared = view.isClosed || !sameProfile ? nil : process(of: view)
        return makeFakeView(process: shared.flatMap { deadProcesses.contains($0) ? nil : $0 }, profile: settings.profile)
    }

    package func cookieStore(for profile: WebsiteDataProfile) throws -> any WebCookieStore {
        profile == .default ? cookieStore : stores(of: profile).cookies
    }

    package func websiteData(for profile: WebsiteDataProfile) throws -> any WebsiteDataStore {
        profile == .default ? websiteData : stores(of: profile).data
    }

    package var websiteDataOfEveryProfile: [any WebsiteDataStore] { [websiteData] + profileStores.values.map(\.data) }

    /// No folder: the fake keeps nothing on disk.
    package func folder(for profile: WebsiteDataProfile) -> URL? { nil }

    /// Closes the profile's views and drops its stores, as an engine does.
    package func removeProfile(_ profile: WebsiteDataProfile) async throws {
        guard profile != .default else { throw EngineError.invalidArgument("the default profile cannot be removed; clear its website data instead") }
        for view in views where view.profile == profile && !view.isClosed { view.close() }
        profileStores[profile] = nil
        removedProfiles.append(profile)
    }

    private func stores(of profile: WebsiteDataProfile) -> (cookies: FakeCookieStore, data: FakeWebsiteDataStore) {
        if let made = profileStores[profile] { return made }
        let made = (FakeCookieStore(), FakeWebsiteDataStore())
        profileStores[profile] = made
        return made
    }

    /// The process a view runs in; `nil` before its first use.
    package func process(of view: any WebEngineView) -> Int? { processOfView[ObjectIdentifier(view)] }

    /// Kills a process, as a crash would: its views hear it, and their scripts fail from then on.
    package func kill(process: Int) {
        deadProcesses.insert(process)
        for view in views where !view.isClosed && self.process(of: view) == process {
            view.delegate?.engineView(view, webProcessDidTerminate: .crashed)
        }
    }

    private func makeFakeView(process: Int?, profile: WebsiteDataProfile) -> FakeWebEngineView {
        let view = FakeWebEngineView()
        view.profile = profile
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
            source == WebViewPool.warmUpScript ? .string(view.loadedRequests.last?.url?.absoluteString ?? "about:blank") : .null
        }
        views.append(view)
        return view
    }

    package func urlSchemeHandler(for scheme: String) -> (any URLSchemeHandler)? { handlers[scheme] }

    package func registerURLScheme(_ scheme: String, handler: any URLSchemeHandler) throws {
        let name = try URLSchemeRegistration.validate(scheme, registered: Set(handlers.keys), viewsMade: !views.isEmpty)
        handlers[name] = handler
    }

    /// What the page receives: status, headers, the body as the engine would pull it.
    package struct Reply {
        package var status: Int
        package var headers: [String: String]
        package var body: Data
        package var largestChunk: Int
        package var chunkCount: Int
    }

    /// Sends `request` to its scheme's handler and drains the body chunk by chunk; `nil` when no handler has the scheme.
    package func send(_ request: URLSchemeRequest, chunkSize: Int = 64 * 1024) async throws -> Reply? {
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
