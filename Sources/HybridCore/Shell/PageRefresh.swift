import HybridVocabulary

/// A refresh of the page from the shell (a pull, a Refresh button) or from the
/// page itself: who does it and when the spinner stops. One rule for every
/// shell: a page that listens to `chrome.refresh` refreshes itself and ends the
/// spinner with `hybrid.chrome.endRefreshing()`; any other page is reloaded.
/// The spinner stops within ``pageDeadline`` whatever the page does, and a page
/// whose runtime does not say within ``answerTimeout`` whether it listens is reloaded.
@MainActor
final class PageRefresh {
    enum Phase: Equatable {
        case idle
        /// Asking the page whether it listens.
        case asking
        /// The page refreshes itself; the spinner waits for it, up to the deadline.
        case page
        /// Nobody listened: the container reloads the page.
        case reloading
    }

    /// What the last finished refresh did, for tests and logs.
    enum Outcome: Equatable { case pageRefreshed, reloaded }

    /// How long the page's runtime may take to say whether it listens (a page busy in a long script).
    var answerTimeout: Duration = .seconds(2)
    /// The longest the spinner shows for a page refreshing itself.
    var pageDeadline: Duration = .seconds(15)

    private(set) var phase = Phase.idle
    private(set) var lastOutcome: Outcome?
    /// What the engine's own spinner (if it has one) was last told.
    var shownInEngine = false
    private var cancelDeadline: (() -> Void)?
    /// Counts refreshes, so a deadline or answer meant for an earlier one does nothing.
    private var generation = 0

    var isRefreshing: Bool { phase != .idle }

    /// Starts one and returns its number; `nil` when one is already under way.
    func begin(_ phase: Phase) -> Int? {
        guard self.phase == .idle else { return nil }
        generation += 1
        self.phase = phase
        return generation
    }

    /// Moves refresh `generation` on, if it is still the current one.
    func move(_ generation: Int, to phase: Phase, onDeadline: @escaping @MainActor () -> Void) -> Bool {
        guard isCurrent(generation) else { return false }
        self.phase = phase
        if phase == .page { scheduleDeadline(onDeadline) }
        return true
    }

    /// The page started its own spinner (`hybrid.chrome.beginRefreshing()`).
    func pageBegan(onDeadline: @escaping @MainActor () -> Void) {
        if phase == .idle { generation += 1 }
        phase = .page
        scheduleDeadline(onDeadline)
    }

    private func scheduleDeadline(_ onDeadline: @escaping @MainActor () -> Void) {
        cancelDeadline?()
        let generation = generation
        cancelDeadline = DeadlineTimers.shared.schedule(after: pageDeadline) { [weak self] in
            guard let self, self.generation == generation, self.phase == .page else { return }
            self.end(outcome: .pageRefreshed)
            onDeadline()
        }
    }

    /// Stops the spinner. Returns whether it was showing.
    @discardableResult
    func end(outcome: Outcome? = nil) -> Bool {
        cancelDeadline?()
        cancelDeadline = nil
        guard phase != .idle else { return false }
        phase = .idle
        if let outcome { lastOutcome = outcome }
        return true
    }

    func isCurrent(_ generation: Int) -> Bool { generation == self.generation && phase != .idle }
}
