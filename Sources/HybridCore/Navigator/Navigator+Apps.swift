import Foundation
import HybridVocabulary

extension Navigator {
    /// Opens offline app `id`'s entry page (from ``appEntry``) where the path rules for that URL say
    /// (a push by default), its origin trusted as the app chose it. The page reads `params` with
    /// `hybrid.navigator.startupParams()`: `{ app: id, params, url, … }`; nothing is added to its URL,
    /// so the page's address (and its cache and boot token) stays the package's own.
    ///
    /// Throws `invalid_app_id` (with a sentence) for an id that is not one DNS label in lowercase
    /// (1 to 63 of `a`–`z`, `0`–`9`, `-`, starting with a letter), `navigator_no_app` when nobody serves apps here or `appEntry` throws,
    /// and `navigator_data_too_large` for params over ``maximumPageDataBytes``.
    public func startApp(_ id: String, params: JSONValue = .null) async throws {
        try await startApp(id, params: params, proposal: NavigatorProposal(url: URL(string: "about:blank")!))
    }

    /// Closes every page of app `id` in both stacks (the main stack's root stays, as a pop never
    /// closes it) and shows the page left on top, which hears `navigator.resume`. Nothing open: nothing happens.
    public func popApp(_ id: String) async throws {
        if let problem = OfflineAppID.problem(with: id) { throw NavigatorRefusal.invalidAppID(problem) }
        let belongs: (NavigatorEntry) -> Bool = { entry in
            entry.app == id || OfflineAppID.id(of: entry.url) == id || OfflineAppID.id(of: entry.currentURL) == id
        }
        let entries = pages
        let leaving = change { $0.remove { page in entries[page.id].map(belongs) ?? false } }.compactMap { entries[$0.id] }
        guard !leaving.isEmpty else { return }
        stacksCleared += 1  // an opening awaited across this must not bring the app back
        logger.notice("closed \(leaving.count) page(s) of app \(id)")
        Self.closeAfterReveal(leaving)
        try await revealAfterDismiss()
    }

    /// Starts `id` for `proposal`: the app's route, a rule's `"app"`, or a page's `hybrid.navigator.startApp`.
    func startApp(_ id: String, params: JSONValue, proposal: NavigatorProposal) async throws {
        if let problem = OfflineAppID.problem(with: id) { throw NavigatorRefusal.invalidAppID(problem) }
        try Self.checkSize(params, "an app's startup params")
        // Whichever door a page came through (the method, a rule's "app"), its app's grant must have the power.
        if let asker = proposal.from { try checkGrant(Self.startAppPower, of: asker) }
        guard let appEntry else { throw NavigatorRefusal.noApp(id) }
        let url: URL
        do { url = try await appEntry(id) } catch {
            logger.warning("app \(id) cannot start: \(error)")
            throw NavigatorRefusal.noApp(id)
        }
        guard OfflineAppID.id(of: url) == id else { throw NavigatorRefusal.urlRefused(url.absoluteString, "it is not app \(id)'s page") }
        // A page's start is held to what its push is: the app's policy, and still the page on top once that answered.
        if let asker = proposal.from { try await checkPageMayOpen(url, from: asker) }
        var started = proposal
        started.url = url
        started.trustsTarget = true  // the app chose to run it: its origin is trusted in its own page, and only there
        started.app = (id, params)
        if started.opening == nil, proposal.url.scheme != "about" {
            started.opening = ["source": .string(proposal.from == nil ? "app" : "link"), "url": .string(proposal.url.absoluteString)]
        }
        try await route(started)
    }

    /// The query of `url` as startup parameters: `{ name: value }`, the first value of a repeated name.
    nonisolated static func queryParameters(of url: URL) -> JSONValue {
        var object: [String: JSONValue] = [:]
        for item in URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? [] where object[item.name] == nil {
            object[item.name] = item.value.map(JSONValue.string) ?? .null
        }
        return .object(object)
    }
}
