extension Bridge {
    /// How much a page may keep native busy at once: its calls still waiting for
    /// an answer, and their parameter bytes. Each call beyond either limit is
    /// refused at once with `too_many_calls`, so a hostile page cannot make the app
    /// hold tens of thousands of calls (about 10 KB of app memory each).
    ///
    /// The main frame has these limits to itself; every subframe, of any origin,
    /// shares a second set, so an embedded frame cannot use up the page's.
    public struct CallLimits: Hashable, Sendable {
        /// Calls waiting for a handler's answer.
        public var callsInFlight: Int
        /// Parameter bytes of those calls.
        public var bytesInFlight: Int

        /// - Parameters:
        ///   - callsInFlight: at least 1.
        ///   - bytesInFlight: at least 1; a single call larger than this is refused too.
        public init(callsInFlight: Int = 1_000, bytesInFlight: Int = 64 * 1024 * 1024) {
            self.callsInFlight = max(1, callsInFlight)
            self.bytesInFlight = max(1, bytesInFlight)
        }
    }
}
