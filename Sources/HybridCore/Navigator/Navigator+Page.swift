import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridVocabulary

extension Navigator {
    /// A page's own push (`hybrid.navigator.push`/`replace`): only the page on
    /// top, only a URL the app's policy accepts, within the push rate. `hasGesture`: a person's
    /// real gesture came with it (a link's trusted click, a call with activation).
    func pagePush(_ text: String, overrides: [String: JSONValue], passData: JSONValue, from entry: NavigatorEntry,
                  hasGesture: Bool = false) async throws {
        guard isOnTop(entry), let container = entry.container else { throw NavigatorRefusal.notOnTop }
        let url = try Self.checkedURL(text, from: container.url ?? entry.url)
        try Self.checkSize(passData, "passData")
        try await checkPageMayOpen(url, from: entry)
        guard entry.allowsPush(limit: maximumPushesPerSecond), allowsPagePush() else {
            throw NavigatorRefusal.tooManyPushes(maximumPushesPerSecond)
        }
        var proposal = NavigatorProposal(url: url, overrides: overrides, passData: passData, from: entry)
        proposal.hasGesture = hasGesture
        try await route(proposal)
    }

    /// Whether the page of `entry` may open `url`: the app's policy chain and delegate accept it,
    /// and once they have answered (they may take a while) the page is still the one on top, and
    /// shown (its tab still selected, its window open), or a hidden page would move the tabs.
    func checkPageMayOpen(_ url: URL, from entry: NavigatorEntry) async throws {
        guard isOnTop(entry), let container = entry.container else { throw NavigatorRefusal.notOnTop }
        var action = NavigationAction(request: URLRequest(url: url), kind: .linkActivated,
                                      sourceFrame: Self.mainFrame(of: container), targetFrame: Self.mainFrame(of: container))
        action.isSpeculative = true  // a question: a rule answering it opens nothing outside
        guard await container.permitsProposal(action) else {
            throw NavigatorRefusal.urlRefused(url.absoluteString, "the app's navigation policy refuses it")
        }
        guard isOnTop(entry), isShown, entry.container === container, !container.isClosed else { throw NavigatorRefusal.notOnTop }
    }

    /// A link a person clicked in the main frame (see `navigator-links.js`), from a
    /// document of `origin`: routed by the app's rules only when that page is one the
    /// person sees and the app trusts, as `hybrid.navigator.push` is; then held to
    /// what a push is held to. `false`: the link loads in place, as in a browser.
    func proposeLink(_ url: URL, origin: String, from entry: NavigatorEntry) -> Bool {
        guard isOnTop(entry), let container = entry.container, container.isVisible, !container.isClosed,
              BridgeOriginPolicy.trusted.allows(origin, trusted: container.trustedOrigins) else {
            logger.notice("a link to \(url.absoluteString) from \(origin) loads in place: not the trusted page on top")
            return false
        }
        Task { [weak self] in
            // navigator-links.js proposes only a person's click (`event.isTrusted`), from a world the page cannot reach.
            do { try await self?.pagePush(url.absoluteString, overrides: [:], passData: .null, from: entry, hasGesture: true) } catch {
                self?.logger.warning("a link to \(url.absoluteString) was not opened: \(error)")
            }
        }
        return true
    }

    func isOnTop(_ entry: NavigatorEntry) -> Bool { state.isOnTop(entry.id) }

    /// Refuses page data over ``maximumPageDataBytes`` of JSON, before it is kept for the page's lifetime.
    nonisolated static func checkSize(_ value: JSONValue, _ what: String) throws {
        guard value != .null else { return }
        let bytes = value.jsonData.count
        guard bytes <= maximumPageDataBytes else { throw NavigatorRefusal.dataTooLarge(what, limit: maximumPageDataBytes) }
    }

    func stack(of entry: NavigatorEntry) -> NavigatorStack { state.stack(of: entry.id) ?? .main }

    /// Web URLs, or the asking page's own custom scheme and host (its package); never `file:`, `javascript:`, `data:` or another package.
    nonisolated static func checkedURL(_ text: String, from page: URL) throws -> URL {
        guard text.count <= 8_192, let url = URL(string: text, relativeTo: page)?.absoluteURL, let scheme = url.scheme?.lowercased() else {
            throw NavigatorRefusal.urlRefused(String(text.prefix(200)), "it is not a URL")
        }
        if scheme == "http" || scheme == "https" { return url }
        guard scheme == page.scheme?.lowercased(), !["file", "about", "data", "blob", "javascript"].contains(scheme),
              url.host?.lowercased() == page.host?.lowercased(), url.host != nil else {
            throw NavigatorRefusal.urlRefused(url.absoluteString, "a page opens web pages and its own package's pages only")
        }
        return url
    }

    static func mainFrame(of container: WebContainer) -> FrameInfo {
        let origin = container.url.flatMap(BridgeOrigin.init(url:))?.description ?? "null"
        return FrameInfo(isMainFrame: true, securityOrigin: origin, url: container.url)
    }
}
