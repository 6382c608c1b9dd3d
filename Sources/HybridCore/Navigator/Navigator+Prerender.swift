import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridVocabulary

extension Navigator {
    /// Links of one page rendered ahead because their rule says `prerender`.
    static let prerenderedLinksPerPage = 2

    /// A page has loaded and shows `urls`: those whose rule says `prerender`
    /// (the first two the app's policy accepts) are rendered ahead, so a tap on
    /// one shows it at once. They trust no origin until pushed: then the
    /// trust of the page that linked, as any link. Only the trusted page a person sees has its
    /// links rendered ahead: a prerender loads with the person's cookies.
    func prerenderMarkedLinks(_ urls: [URL], from entry: NavigatorEntry) {
        guard let page = entry.container?.url else { return }
        guard isShownAsker(entry), isTrustedAsker(entry) else {
            return logger.notice("links of \(page.absoluteString) are not rendered ahead: not the trusted page a person sees")
        }
        let marked = urls.filter { paths.properties(for: $0)["prerender"]?.boolValue == true }
            .compactMap { try? Self.checkedURL($0.absoluteString, from: page) }
            .filter { wallRefusal(opening: $0, for: entry) == nil }  // an app's page renders ahead only what its walls let it open
            .filter { url in !pool.prerenderedURLs.contains { Self.samePage($0, url) } }
        for url in marked.prefix(Self.prerenderedLinksPerPage) {
            Task { [weak self, weak entry] in
                guard let self, let container = entry?.container else { return }
                var action = NavigationAction(request: URLRequest(url: url), kind: .linkActivated,
                                              sourceFrame: Self.mainFrame(of: container), targetFrame: Self.mainFrame(of: container))
                action.isSpeculative = true
                // Asked again once the app answered: the page may have navigated or left the top meanwhile.
                guard await container.permitsProposal(action), let entry, isShownAsker(entry), isTrustedAsker(entry) else { return }
                var configuration = pool.containerConfiguration
                configuration.trustsLoadedOrigins = false
                do { try await pool.prerender(url, configuration: configuration, forPage: true) } catch {
                    logger.notice("\(url.absoluteString) was not rendered ahead: \(error)")
                }
            }
        }
    }
}
