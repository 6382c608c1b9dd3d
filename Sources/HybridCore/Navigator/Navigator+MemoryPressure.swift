import Foundation
import HybridVocabulary

extension Navigator {
    /// Frees the memory of hidden pages, deepest first: each is closed and
    /// remembered (URL, scroll, trusted origins) to be loaded again when shown.
    /// The page on top and the one right below it stay, so Back stays instant.
    /// Also lets the pool drop its idle views.
    public func handleMemoryPressure() {
        let keep = Set([main.last, main.dropLast().last, modal.last, modal.dropLast().last].compactMap { $0.map(ObjectIdentifier.init) })
        for entry in main + modal where !keep.contains(ObjectIdentifier(entry)) { discard(entry, reason: "under memory pressure") }
        pool.handleMemoryPressure()
        changed()
    }

    /// Closes a hidden page's container and remembers it (URL, scroll, trusted origins) to load again when shown.
    func discard(_ entry: NavigatorEntry, reason: String) {
        guard let container = entry.container else { return }
        entry.url = container.url ?? entry.url
        entry.discardedScroll = container.scrollPosition
        entry.trustedOrigins = container.trustedOrigins
        entry.keptTrust = container.documentTrust.kept
        entry.container = nil
        container.close()
        logger.notice("discarded hidden \(entry.url.absoluteString) \(reason)")
    }

    /// Discards hidden pages of `owners` (the shown one last) past `maximum` live pages, deepest
    /// first; returns the navigators that lost a page, for their observers to hear it once.
    @discardableResult
    static func keep(_ owners: [Navigator], within maximum: Int) -> [Navigator] {
        let shown = owners.last?.isShown == true ? owners.last?.state.top?.id : nil
        let discarding = NavigatorState.discardable(in: owners.map(\.state), shown: shown, maximumLive: maximum) { page in
            owners.contains { $0.pages[page.id]?.container != nil }
        }
        var touched: [Navigator] = []
        for page in discarding {
            guard let owner = owners.first(where: { $0.pages[page.id] != nil }), let entry = owner.pages[page.id] else { continue }
            owner.discard(entry, reason: "past the budget of \(maximum) live pages")
            if !touched.contains(where: { $0 === owner }) { touched.append(owner) }
        }
        return touched
    }

    /// Shows the page on top, bringing it back first if it was discarded.
    func showTop() async throws {
        if let top = topEntry, top.container == nil { try await restore(top) }
        changed()
    }
}
