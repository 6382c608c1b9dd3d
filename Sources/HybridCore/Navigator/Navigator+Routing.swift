import Foundation
import HybridVocabulary

/// What the rules read and change while one proposal is planned: the proposal and its rule's properties.
struct NavigatorRouting {
    var proposal: NavigatorProposal
    var properties: [String: JSONValue]
}

extension Navigator {
    /// Opens `url` where its rule says: a push, a replace, a pop, a modal, a
    /// native screen or the system browser. Links and pages' calls come through
    /// here too; a URL from outside the app goes to ``open(_:arrivedBy:)``, which checks it first.
    /// Throws when a stack is full or a rule names a native screen nobody registered.
    public func route(_ url: URL) async throws {
        try await route(NavigatorProposal(url: url))
    }

    /// Plans the proposal, then carries the plan out: a refused proposal changes nothing.
    func route(_ proposal: NavigatorProposal) async throws {
        try await carryOut(plan(proposal))
    }

    /// What routing `proposal` will do, decided by each rule kind in turn (the first to answer
    /// plans it), then by the stacks. Reads the state and the page that asks; changes nothing
    /// but the URLs recorded for pages that navigated in place.
    func plan(_ proposal: NavigatorProposal) throws -> NavigatorPlan {
        var routing = NavigatorRouting(proposal: proposal, properties: properties(for: proposal.url, proposal.overrides))
        let rules: [(inout NavigatorRouting) throws -> NavigatorPlan?] = [packageRule, appRule, tabRule, nativeScreenRule, externalRule]
        for rule in rules {
            if let plan = try rule(&routing) { return plan }
        }
        return try stacksPlan(routing)
    }

    /// Does what ``plan(_:)`` decided.
    func carryOut(_ plan: NavigatorPlan) async throws {
        switch plan {
        case .startApp(let id, let params, let proposal):
            try await startApp(id, params: params, proposal: proposal)
        case .otherTab(let name, let proposal):
            guard let tabs else { throw NavigatorRefusal.noTab(name) }
            try await tabs.route(proposal, in: name)
        case .nativeScreen(let uri, let url, let properties):
            guard let open = nativeScreens[uri] else { throw NavigatorRefusal.noNativeScreen(uri) }
            logger.notice("native screen \(uri) for \(url.absoluteString)")
            open(url, properties)
        case .external(let url, let asker):
            if let asker, !spendGesture(of: asker) { throw NavigatorRefusal.gestureRequired(url.absoluteString) }
            logger.notice("opening \(url.absoluteString) in the system browser")
            (onOpenExternally ?? { _ in })(url)
        case .stacks(let steps, let proposal, let properties):
            try await apply(steps, proposal, properties)
        }
    }

    private func properties(for url: URL, _ overrides: [String: JSONValue]) -> [String: JSONValue] {
        paths.properties(for: url).merging(overrides) { _, override in override }
    }

    // MARK: Rule kinds, in order

    /// `"package"`: the app's rule, not the page, moves a URL into one of its packages, whose
    /// origin it then trusts; for a page's proposal only when that page is itself one the app trusts.
    /// Another app's package is that app's page: an app's page asks what starting it asks.
    private func packageRule(_ routing: inout NavigatorRouting) throws -> NavigatorPlan? {
        guard let host = routing.properties["package"]?.stringValue, let packaged = Self.packaged(routing.proposal.url, host: host) else { return nil }
        if let asker = routing.proposal.from, let own = app(of: asker), own != packaged.host?.lowercased() {
            try checkGrant(Self.startAppPower, of: asker)
        }
        routing.proposal.url = packaged
        routing.proposal.trustsTarget = routing.proposal.from.map(isTrustedAsker) ?? true
        routing.properties = properties(for: packaged, routing.proposal.overrides)
        routing.properties["package"] = nil
        return nil
    }

    /// `"app"`: opens that offline app's entry page, the matched URL's query as its startup parameters,
    /// with the rule's context, presentation and title. A page asks what `hybrid.navigator.startApp` needs.
    private func appRule(_ routing: inout NavigatorRouting) throws -> NavigatorPlan? {
        guard let id = routing.properties["app"]?.stringValue, routing.proposal.app == nil else { return nil }
        if let asker = routing.proposal.from { try checkGrant(Self.startAppPower, of: asker) }
        var started = routing.proposal
        for key in ["context", "presentation", "title", "pull_to_refresh_enabled"] where started.overrides[key] == nil {
            started.overrides[key] = routing.properties[key]
        }
        return .startApp(id: id, params: Self.queryParameters(of: routing.proposal.url), started)
    }

    /// `"tab"`: another tab's navigator plans the URL, and selects its tab only if it takes it.
    private func tabRule(_ routing: inout NavigatorRouting) throws -> NavigatorPlan? {
        guard let tab = routing.properties["tab"]?.stringValue, tabs != nil, tab != tabName else { return nil }
        return .otherTab(tab, routing.proposal)
    }

    /// `"uri"`: a native screen of the app. A page may open one only when it is the trusted page a
    /// person sees, and, for an app's page, its grant has ``nativeScreenPower``.
    private func nativeScreenRule(_ routing: inout NavigatorRouting) throws -> NavigatorPlan? {
        guard let uri = routing.properties["uri"]?.stringValue else { return nil }
        guard nativeScreens[uri] != nil else { throw NavigatorRefusal.noNativeScreen(uri) }
        if let asker = routing.proposal.from {
            guard isShownAsker(asker) else { throw NavigatorRefusal.notOnTop }
            guard isTrustedAsker(asker) else { throw NavigatorRefusal.askerNotTrusted("the native screen \(uri)") }
            try checkGrant(Self.nativeScreenPower, of: asker)
        }
        return .nativeScreen(uri: uri, routing.proposal.url, routing.properties)
    }

    /// `"external"`: the system browser. A page's proposal needs the page shown and a person's
    /// gesture, which the opening spends, as a new window's does.
    private func externalRule(_ routing: inout NavigatorRouting) throws -> NavigatorPlan? {
        guard routing.properties["external"]?.boolValue == true else { return nil }
        let url = routing.proposal.url
        guard let asker = routing.proposal.from else { return .external(url, spending: nil) }
        guard isShownAsker(asker), let container = asker.container else { throw NavigatorRefusal.notOnTop }
        guard routing.proposal.hasGesture else { throw NavigatorRefusal.gestureRequired(url.absoluteString) }
        try checkWalls(opening: url, for: asker)  // the system browser opens what an app's page chose: its walls hold
        return .external(url, spending: container)
    }

    /// Everything else changes the stacks, as the rule's context and presentation say. Another tab's
    /// page may only add a page here; an app's page may close, replace or reload only its own app's pages,
    /// and open only the web pages its walls let it load.
    private func stacksPlan(_ routing: NavigatorRouting) throws -> NavigatorPlan {
        let (proposal, properties) = (routing.proposal, routing.properties)
        let presentation = properties["presentation"]?.stringValue.flatMap(NavigatorState.Presentation.init(rawValue:)) ?? .default
        recordURLs()
        let steps = state.steps(for: proposal.url, context: properties["context"]?.stringValue, presentation: presentation)
        if proposal.fromOtherTab, !steps.allSatisfy(\.onlyAdds) { throw NavigatorRefusal.otherTab(tabName ?? "") }
        if let asker = proposal.from {
            try checkWalls(opening: proposal.url, for: asker)
            try checkOwnsWhat(steps, touch: asker)
        }
        return .stacks(steps, proposal, properties)
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
