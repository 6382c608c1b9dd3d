import Foundation
import HybridVocabulary
import HybridEngineInterface

extension WebViewPool {
    /// Loads `url` now in a hidden pooled container (configured as a lease is,
    /// bridge and cookie sync included), so that ``lease(for:configuration:)`` can
    /// hand it out already rendered. While hidden its `visibilityState` is
    /// `hidden`, and its dialogs, new windows, links to other apps and top-frame
    /// navigations are refused (`actionsRefusedWhileHidden`).
    ///
    /// It is dropped when `expiresAfter` passes, when a cookie of its host
    /// changes, when its web process dies, on memory pressure, or by
    /// ``discardPrerendered(_:)``. Prerendered pages count against
    /// ``WebViewPool/maximumIdle`` (at least one is kept); the oldest goes first.
    /// - Throws: what the load threw; nothing is kept then.
    /// A page is prerendered in the configuration's profile, and only a lease for that profile gets it.
    public func prerender(_ url: URL, configuration: ContainerConfiguration? = nil, expiresAfter: Duration = .seconds(300)) async throws {
        try await prerender(url, configuration: configuration, expiresAfter: expiresAfter, forPage: false)
    }

    /// As ``prerender(_:configuration:expiresAfter:)``; `forPage`: a page asked for it, so it
    /// replaces nothing the app prerendered (a page's own older ones only) and is skipped when it would have to.
    package func prerender(_ url: URL, configuration: ContainerConfiguration?, expiresAfter: Duration = .seconds(300), forPage: Bool) async throws {
        let profile = (configuration ?? containerConfiguration).profile
        guard let key = PrerenderedPage.key(url, profile: profile) else { throw EngineError.invalidURL("cannot prerender \(url.absoluteString)") }
        guard expiresAfter > .zero else { throw EngineError.invalidArgument("a prerender must live longer than 0 seconds") }
        if forPage {
            if prerendered[key] != nil { return }
            let room = max(1, self.maximumIdle)
            while prerendered.count >= room, let oldest = prerenderOrder.first(where: { prerendered[$0]?.isPagesOwn == true }) {
                discard(key: oldest)
            }
            guard prerendered.count < room else { return }
        }
        discard(key: key)
        while prerendered.count >= max(1, self.maximumIdle), let oldest = prerenderOrder.first { discard(key: oldest) }
        let container = try await lease(configuration: configuration)
        container.prerendering.begin()
        container.isVisible = false
        do {
            try await container.load(url)
        } catch {
            // Its process saw the failure (a refused certificate cancels what follows on it): not reused.
            retire(container)
            throw error
        }
        container.prerendering.lockNavigation()
        let store = try? engine.views.cookieStore(for: profile)
        observeCookiesForPrerenders(in: profile, store: store)
        let cookies = PrerenderedPage.fingerprint((try? await store?.allCookies()) ?? [], for: url)
        let entry = PrerenderedPage(url: url, profile: profile, container: container, expires: .now + expiresAfter, cookies: cookies)
        entry.isPagesOwn = forPage
        container.prerendering.onLost = { [weak self] in self?.discard(key: key) }
        prerendered[key] = entry
        prerenderOrder.append(key)
    }

    /// A container showing `url`: the prerendered one when it is still fresh
    /// (shown at once: its page hears `container.visible`), else a pooled one that
    /// loads `url` before it returns. For a single-page shell, a URL that differs
    /// from the prerendered one only in its fragment (`app://bundle/#/cart`)
    /// reuses the shell and sends it `container.route` (before it is shown) instead of loading.
    public func lease(for url: URL, configuration: ContainerConfiguration? = nil) async throws -> WebContainer {
        let profile = (configuration ?? containerConfiguration).profile
        if let key = PrerenderedPage.key(url, profile: profile), let entry = prerendered[key], await isFresh(entry, key: key) {
            take(key: key)
            if let configuration { entry.container.configure(configuration) }
            // The route goes in before the page is shown, so its first frame is already the new route.
            if let fragment = url.fragment, url != entry.url {
                try? await entry.container.bridge.notify(.route(url: url.absoluteString, fragment: fragment))
            }
            if entry.container.prerendering.end() { entry.container.isVisible = true }
            statistics.prerenderedLeases += 1
            return entry.container
        }
        let container = try await lease(configuration: configuration)
        try await container.load(url)
        return container
    }

    /// Drops the prerenders of `url`, in every profile (every prerender when `nil`).
    public func discardPrerendered(_ url: URL? = nil) {
        guard let url else { return prerenderOrder.forEach(discard(key:)) }
        let document = PrerenderedPage.key(url)
        for key in prerenderOrder where prerendered[key].flatMap({ PrerenderedPage.key($0.url) }) == document { discard(key: key) }
    }

    /// The pages prerendered and waiting, oldest first.
    public var prerenderedURLs: [URL] { prerenderOrder.compactMap { prerendered[$0]?.url } }

    private func isFresh(_ entry: PrerenderedPage, key: String) async -> Bool {
        guard ContinuousClock.now < entry.expires, !entry.container.isClosed, !entry.container.isRecoveryPending else {
            discard(key: key)
            return false
        }
        if entry.cookiesMayHaveChanged {
            let store = try? engine.views.cookieStore(for: entry.profile)
            let now = PrerenderedPage.fingerprint((try? await store?.allCookies()) ?? [], for: entry.url)
            guard now == entry.cookies, prerendered[key] === entry else {
                discard(key: key)
                return false
            }
        }
        return prerendered[key] === entry
    }

    private func take(key: String) {
        prerendered[key]?.container.prerendering.onLost = nil
        prerendered[key] = nil
        prerenderOrder.removeAll { $0 == key }
    }

    func discard(key: String) {
        guard let entry = prerendered[key] else { return }
        take(key: key)
        statistics.prerendersDiscarded += 1
        entry.container.close()
    }

    /// Each profile's cookie store tells only that profile's prerenders.
    private func observeCookiesForPrerenders(in profile: WebsiteDataProfile, store: (any WebCookieStore)?) {
        guard prerenderCookieObservations[profile] == nil, let store else { return }
        prerenderCookieObservations[profile] = store.addChangeObserver { [weak self] in
            for entry in self?.prerendered.values ?? [:].values where entry.profile == profile { entry.cookiesMayHaveChanged = true }
        }
    }
}
