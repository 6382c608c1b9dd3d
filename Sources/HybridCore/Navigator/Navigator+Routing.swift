import Foundation
import HybridVocabulary

extension Navigator {
    /// Opens `url` where its rule says: a push, a replace, a pop, a modal, a
    /// native screen or the system browser. Links and pages' calls come through
    /// here too; a URL from outside the app goes to ``open(_:arrivedBy:)``, which checks it first.
    /// Throws when a stack is full or a rule names a native screen nobody registered.
    public func route(_ url: URL) async throws {
        try await route(NavigatorProposal(url: url))
    }

    func route(_ proposal: NavigatorProposal) async throws {
        var proposal = proposal
        var properties = paths.properties(for: proposal.url).merging(proposal.overrides) { _, override in override }
        // The app's rule, not the page, moves a URL into one of its packages.
        if let host = properties["package"]?.stringValue, let packaged = Self.packaged(proposal.url, host: host) {
            proposal.url = packaged
            proposal.trustsTarget = true
            properties = paths.properties(for: packaged).merging(proposal.overrides) { _, override in override }
            properties["package"] = nil
        }
        // A rule's "app" opens that offline app's entry page, the matched URL's query as its startup parameters.
        // The rule's context, presentation and title go with the app's page.
        if let id = properties["app"]?.stringValue, proposal.app == nil {
            var started = proposal
            for key in ["context", "presentation", "title", "pull_to_refresh_enabled"] where started.overrides[key] == nil {
                started.overrides[key] = properties[key]
            }
            return try await startApp(id, params: Self.queryParameters(of: proposal.url), proposal: started)
        }
        // A rule naming another tab moves the URL there, selecting that tab.
        if let tab = properties["tab"]?.stringValue, let tabs, tab != tabName {
            return try await tabs.route(proposal, in: tab)
        }
        if let uri = properties["uri"]?.stringValue {
            guard let open = nativeScreens[uri] else { throw NavigatorRefusal.noNativeScreen(uri) }
            logger.notice("native screen \(uri) for \(proposal.url.absoluteString)")
            return open(proposal.url, properties)
        }
        if properties["external"]?.boolValue == true {
            logger.notice("opening \(proposal.url.absoluteString) in the system browser")
            return (onOpenExternally ?? { _ in })(proposal.url)
        }
        let presentation = properties["presentation"]?.stringValue.flatMap(NavigatorState.Presentation.init(rawValue:)) ?? .default
        recordURLs()
        let steps = state.steps(for: proposal.url, context: properties["context"]?.stringValue, presentation: presentation)
        // Another tab's page may add a page here, never close or replace this tab's pages.
        if proposal.fromOtherTab, !steps.allSatisfy(\.onlyAdds) { throw NavigatorRefusal.otherTab(tabName ?? "") }
        try await apply(steps, proposal, properties)
    }

    /// `url`'s path, query and fragment on `app://host`.
    nonisolated static func packaged(_ url: URL, host: String) -> URL? {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        parts.scheme = "app"
        parts.host = host
        parts.port = nil
        parts.user = nil
        parts.password = nil
        return parts.url
    }

    /// The same document: equal but for the fragment.
    nonisolated static func samePage(_ a: URL, _ b: URL) -> Bool { NavigatorState.samePage(a, b) }
}
