import HybridVocabulary
extension WebViewPool {
    /// How a ``WebViewPool`` keeps and hands out views: its ``settings``, ``maximumIdle``,
    /// ``maximumReuses`` and ``warmUpTimeout``, kept as one value.
    struct Configuration: Sendable, Hashable {
        var settings: EngineSettings
        var maximumIdle: Int
        var maximumReuses: Int
        var warmUpTimeout: Duration

        init(
            settings: EngineSettings = EngineSettings(),
            maximumIdle: Int = 2,
            maximumReuses: Int = 20,
            warmUpTimeout: Duration = .seconds(10)
        ) {
            self.settings = settings
            self.maximumIdle = max(0, maximumIdle)
            self.maximumReuses = max(1, maximumReuses)
            self.warmUpTimeout = warmUpTimeout
        }
    }

    /// The settings every pooled view is made with; views warmed afterwards get them.
    public var settings: EngineSettings {
        get { configuration.settings }
        set { configuration.settings = newValue }
    }
    /// Warm views kept waiting at most (0 or more). Each holds a web content process
    /// (about 48 MB resident on WebKitGTK), so a returned view beyond this is closed.
    public var maximumIdle: Int {
        get { configuration.maximumIdle }
        set { configuration.maximumIdle = max(0, newValue) }
    }
    /// How many leases one web content process serves before the pool lets it go (1 or more).
    /// Every lease gets a fresh view, but views handed out one after another share a process,
    /// and a process that lives long gathers memory.
    public var maximumReuses: Int {
        get { configuration.maximumReuses }
        set { configuration.maximumReuses = max(1, newValue) }
    }
    /// How long warming a view, or checking an idle one is alive, may take before that view is discarded.
    public var warmUpTimeout: Duration {
        get { configuration.warmUpTimeout }
        set { configuration.warmUpTimeout = newValue }
    }
}
