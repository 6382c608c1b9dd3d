import HybridVocabulary
/// One document's dialogs as they arrive: whether each reaches the app, is a
/// flood to decide on, or is suppressed. Reset when the main frame's document changes.
struct ScriptDialogGate {
    enum Admission: Equatable {
        case deliver
        /// This dialog is the `count`th within the limit's window.
        case flood(count: Int)
        case suppressed
    }

    private(set) var isSuppressed = false
    /// Dialogs dismissed unseen since the document loaded.
    private(set) var suppressedCount = 0
    private var recent: [ContinuousClock.Instant] = []

    /// More than `limit` dialogs within `window` is a flood.
    mutating func admit(at now: ContinuousClock.Instant, limit: Int, within window: Duration) -> Admission {
        if isSuppressed {
            suppressedCount += 1
            return .suppressed
        }
        let window = window > .zero ? window : .seconds(1)
        recent.removeAll { now - $0 >= window }
        recent.append(now)
        guard recent.count > max(1, limit) else { return .deliver }
        return .flood(count: recent.count)
    }

    /// The app allowed a flood: count afresh, so it is asked again after another one.
    mutating func floodAllowed() { recent.removeAll() }

    /// Later dialogs are dismissed unseen; `current`, when the dialog being decided on is dismissed too.
    mutating func suppress(includingCurrent current: Bool = false) {
        isSuppressed = true
        if current { suppressedCount += 1 }
    }

    mutating func reset() { self = ScriptDialogGate() }
}
