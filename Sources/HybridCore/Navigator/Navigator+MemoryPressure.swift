import Foundation
import HybridEngineSupport

extension Navigator {
    /// Frees the memory of hidden pages, deepest first: each is closed and
    /// remembered (URL, scroll, trusted origins) to be loaded again when shown.
    /// The page on top and the one right below it stay, so Back stays instant.
    /// Also lets the pool drop its idle views.
    public func handleMemoryPressure() {
        let keep = Set([main.last, main.dropLast().last, modal.last, modal.dropLast().last].compactMap { $0.map(ObjectIdentifier.init) })
        for entry in main + modal where !keep.contains(ObjectIdentifier(entry)) {
            guard let container = entry.container else { continue }
            entry.url = container.url ?? entry.url
            entry.discardedScroll = container.scrollPosition
            entry.trustedOrigins = container.trustedOrigins
            entry.container = nil
            container.close()
            logger.notice("discarded hidden \(entry.url.absoluteString) under memory pressure")
        }
        pool.handleMemoryPressure()
        changed()
    }
}
