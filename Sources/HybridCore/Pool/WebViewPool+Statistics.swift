extension WebViewPool {
    /// What a ``WebViewPool`` did so far, for an app's logs and for tests.
    package struct Statistics: Sendable, Hashable {
        /// Leases served by a warm view: its web process was already running.
        public var warmLeases = 0
        /// Leases served by a new view because none was warm: its first load starts a process.
        public var coldLeases = 0
        /// Leased containers that came back (each lease counts once).
        public var returns = 0
        /// Returned views replaced by a fresh view in the same web process.
        public var recycled = 0
        /// Views warmed from nothing, by ``WebViewPool/prewarm(_:)`` or in place of a
        /// retired process: each started a web process, off the lease path.
        public var prewarmed = 0
        /// Warm views whose web process died (or never answered), discarded unleased.
        public var discardedDead = 0
        /// Returned views closed because the pool was full, or because their process
        /// reached ``WebViewPool/maximumReuses`` (a new process is warmed in its place).
        public var retired = 0
        /// Warm views closed by ``WebViewPool/handleMemoryPressure()``.
        public var flushed = 0
        /// Leases served by a prerendered page.
        public var prerenderedLeases = 0
        /// Warm views handed to a recovery, in place of a view whose web process died.
        public var recoveries = 0
        /// Prerendered pages dropped unused: expired, cookies changed, process died, replaced, memory pressure.
        public var prerendersDiscarded = 0

        public init() {}
    }
}
