import HybridVocabulary

extension ContainerChrome {
    /// Whether shells offer pull to refresh and a Refresh action for this page:
    /// `ViewSettings.pullToRefresh` of the container's configuration (a navigator
    /// sets it per path with the rule's `pull_to_refresh_enabled`).
    public var pullToRefresh: Bool { configuration.viewSettings.pullToRefresh }

    /// Whether a shell shows the refresh spinner now.
    public var isRefreshing: Bool { refreshing.isRefreshing }

    /// Refreshes the page, as a pull or a Refresh button asks: a page listening to
    /// `chrome.refresh` hears it and refreshes itself, and the spinner shows until it
    /// calls `hybrid.chrome.endRefreshing()` (at most 15 s); any other page, or one
    /// that does not answer within 2 s, is reloaded, and the spinner shows until the
    /// reload settles. A second refresh while one is under way does nothing.
    public func refresh() async {
        guard !view.isClosed, let generation = refreshing.begin(.asking) else { return }
        changed()
        let heard = (try? await bridge.emitCountingListeners("chrome.refresh", timeout: refreshing.answerTimeout)) ?? 0
        if heard > 0 {
            guard refreshing.move(generation, to: .page, onDeadline: { [weak self] in self?.changed() }) else { return }
            return changed()
        }
        guard refreshing.move(generation, to: .reloading, onDeadline: {}) else { return }
        changed()
        do { try await loads.navigate(timeout: nil) { try view.reload() } } catch {
            logger.notice("the refresh's reload did not finish: \(error)")
        }
        guard refreshing.isCurrent(generation) else { return }
        refreshing.end(outcome: .reloaded)
        changed()
    }

    /// A pull, from the page's isolated world or the engine's own gesture: a refresh when
    /// pull to refresh is on. The engine's spinner follows the chrome either way.
    func pulled() {
        guard pullToRefresh else { return showRefreshingInEngine(force: true) }
        Task { await refresh() }
    }

    /// The engine's own spinner (iOS's refresh control) shows what the chrome says;
    /// `force`: tell it again, as its control may have started spinning by itself.
    func showRefreshingInEngine(force: Bool = false) {
        guard force || refreshing.shownInEngine != isRefreshing else { return }
        refreshing.shownInEngine = isRefreshing
        view.showRefreshing(isRefreshing)
    }

    /// The page's `hybrid.chrome.beginRefreshing()`: the spinner shows (at most 15 s).
    func pageBeganRefreshing() {
        refreshing.pageBegan(onDeadline: { [weak self] in self?.changed() })
        changed()
    }

    /// The page's `hybrid.chrome.endRefreshing()`: its refresh is done.
    func pageEndedRefreshing() {
        guard refreshing.phase != .reloading, refreshing.end(outcome: .pageRefreshed) else { return }
        changed()
    }
}
