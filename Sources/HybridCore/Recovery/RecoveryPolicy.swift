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
    /// Keeps one view with a running web process (about 48 MB resident on
    /// WebKitGTK) per engine and settings, shared by every container, so a
    /// container made on its own comes back from a web-process death in the time
    /// of a load rather than of a process launch (about 115 ms more). It is
    /// warmed after a page was shown, never before a first load. A container
    /// leased from a ``WebViewPool`` recovers into the pool's warm views without it.
    /// WebKit on Apple platforms prewarms processes itself, so there it changes nothing.
    public var keepsWarmView: Bool

    public init(
        isEnabled: Bool = true,
        crashLoopLimit: Int = 3,
        crashLoopWindow: Duration = .seconds(60),
        restoresScrollPosition: Bool = true,
        timeout: Duration = .seconds(30),
        keepsWarmView: Bool = false
    ) {
        self.isEnabled = isEnabled
        self.crashLoopLimit = crashLoopLimit
        self.crashLoopWindow = crashLoopWindow
        self.restoresScrollPosition = restoresScrollPosition
        self.timeout = timeout
        self.keepsWarmView = keepsWarmView
    }
}
