/// How a container brings its page back after the web content process dies.
public struct RecoveryPolicy: Sendable, Hashable {
    /// `false` leaves a dead page blank for the app to handle (the delegate is still told).
    public var isEnabled: Bool
    /// This many terminations within ``crashLoopWindow`` is a crash loop: the
    /// delegate decides instead of another automatic reload.
    public var crashLoopLimit: Int
    public var crashLoopWindow: Duration
    /// Puts the user back at the scroll position the page had when its process died.
    public var restoresScrollPosition: Bool
    /// How long the reload and the bridge coming back may take.
    public var timeout: Duration

    public init(
        isEnabled: Bool = true,
        crashLoopLimit: Int = 3,
        crashLoopWindow: Duration = .seconds(60),
        restoresScrollPosition: Bool = true,
        timeout: Duration = .seconds(30)
    ) {
        self.isEnabled = isEnabled
        self.crashLoopLimit = crashLoopLimit
        self.crashLoopWindow = crashLoopWindow
        self.restoresScrollPosition = restoresScrollPosition
        self.timeout = timeout
    }
}
