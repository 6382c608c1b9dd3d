import Foundation
import HybridVocabulary

extension Navigator {
    /// A container for a proposal, configured by its rule, with `hybrid.navigator`
    /// installed and its links proposed here. The load starts; it is not awaited.
    func makeEntry(_ proposal: NavigatorProposal, _ properties: [String: JSONValue]) async throws -> NavigatorEntry {
        var configuration = pool.containerConfiguration
        if let title = properties["title"]?.stringValue { configuration.title = title }
        if let pull = properties["pull_to_refresh_enabled"]?.boolValue { configuration.viewSettings.pullToRefresh = pull }
        // A page's proposal opens with the trust of the page that asked, never the trust of wherever it points.
        if proposal.from != nil, !proposal.trustsTarget { configuration.trustsLoadedOrigins = false }
        let prerendered = pool.prerenderedURLs.contains { Self.samePage($0, proposal.url) }
        let container = try await prerendered ? pool.lease(for: proposal.url, configuration: configuration)
                                              : pool.lease(configuration: configuration)
        if let asker = proposal.from?.container, !proposal.trustsTarget {
            container.trustedOrigins = asker.trustedOrigins
        } else if configuration.trustsLoadedOrigins, let origin = BridgeOrigin(url: proposal.url) {
            container.trust(origin)  // a page the app routes to, even when a page had prerendered it
        }
        var params: [String: JSONValue] = [
            "url": .string(proposal.url.absoluteString),
            "passData": proposal.passData,
            "title": properties["title"] ?? .null,
            "context": properties["context"] ?? "default",
            "presentation": properties["presentation"] ?? "default",
        ]
        if let app = proposal.app { (params["app"], params["params"]) = (.string(app.id), app.params) }
        let entry = NavigatorEntry(id: pool.nextPageID(), container: container, url: proposal.url, startupParams: .object(params), configuration: configuration)
        entry.app = proposal.app?.id ?? proposal.from?.app.flatMap { OfflineAppID.id(of: proposal.url) == $0 ? $0 : nil }
        entry.opening = proposal.opening ?? ["source": .string(proposal.from == nil ? "app" : "link"),
                                             "url": .string(proposal.url.absoluteString)]
        attach(entry, to: container)
        if !prerendered { entry.startLoad(container) }
        return entry
    }

    func attach(_ entry: NavigatorEntry, to container: WebContainer) {
        let module = NavigatorModule(navigator: self, entry: entry)
        do { try container.bridge.installFirstParty(module) } catch {
            logger.error("hybrid.navigator could not be installed: \(error)")
        }
        entry.module = module
        NavigatorLinks.install(in: container, isLoaded: container.url != nil, propose: { [weak self, weak entry] url, origin in
            guard let self, let entry else { return false }
            return self.proposeLink(url, origin: origin, from: entry)
        }, shown: { [weak self, weak entry] urls in
            guard let self, let entry else { return }
            self.prerenderMarkedLinks(urls, from: entry)
        })
    }

    /// Brings back a page discarded under memory pressure: its URL, the trust it had, and its scroll.
    /// Exactly the trust it had: its URL may have been reached by a redirect or the page's own
    /// navigation, so loading it must not count as the app choosing that origin.
    func restore(_ entry: NavigatorEntry) async throws {
        var configuration = entry.configuration
        configuration.trustsLoadedOrigins = false
        let container = try await pool.lease(configuration: configuration)
        container.trustedOrigins = entry.trustedOrigins
        container.documentTrust.willRestore(entry.keptTrust ?? .init(trust: .navigated, origin: nil))
        entry.container = container
        attach(entry, to: container)
        entry.startLoad(container, scroll: entry.discardedScroll)
    }
}
