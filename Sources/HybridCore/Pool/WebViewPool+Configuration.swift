import HybridEngineSupport
extension WebViewPool {
    /// How a ``WebViewPool`` keeps and hands out views.
    public struct Configuration: Sendable, Hashable {
        /// The settings every pooled view is made with.
        public var settings: EngineSettings
        /// Warm views kept waiting at most. Each holds a web content process
        /// (about 48 MB resident on WebKitGTK), so a returned view beyond this is closed.
        public var maximumIdle: Int
        /// How many leases one web content process serves before the pool lets it
        /// go. Every lease gets a fresh view, but views handed out one after another
        /// share a process, and a process that lives long gathers memory.
        public var maximumReuses: Int
        /// How long warming a view, or checking an idle one is alive, may take
        /// before that view is discarded.
        public var warmUpTimeout: Duration

        public init(
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
}
