/// One gesture of a person opens one thing outside the page: one new window or
/// one other app (``ExternalSchemes``, ``AllowedHosts``).
///
/// WebKit reports every `window.open` of one click as that gesture, and every
/// frame or timer the click started that navigates to another app's scheme too.
/// Neither engine tells one gesture from the next, so after one opening, another
/// within ``oneGesture`` is taken for the same gesture's and refused.
@MainActor
struct OpeningsPerGesture {
    /// How long WebKit counts a click as the person's gesture: it carries one into
    /// timers for up to a second.
    static let oneGesture: Duration = .seconds(1)

    private var lastOpened: ContinuousClock.Instant?
    /// Told when an opening spends the gesture, so the bridge's gesture-required powers see it spent too.
    var onSpent: (@MainActor () -> Void)?

    /// `true`, and the gesture is spent, when nothing was opened within ``oneGesture``.
    mutating func spend() -> Bool {
        let now = ContinuousClock.now
        if let lastOpened, now - lastOpened < Self.oneGesture { return false }
        lastOpened = now
        onSpent?()
        return true
    }

    /// A power other than an opening spent the person's gesture: nothing opens on it after.
    mutating func spentElsewhere() { lastOpened = .now }

    /// Forgets the last opening, as if its gesture were over.
    mutating func forget() { lastOpened = nil }
}
