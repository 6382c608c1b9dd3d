extension Bridge {
    /// ``Bridge/maximumCallsInFlight`` and ``Bridge/maximumBytesInFlight`` as the router checks them.
    struct CallLimits: Hashable, Sendable {
        /// Calls waiting for a handler's answer.
        var callsInFlight: Int
        /// Parameter bytes of those calls.
        var bytesInFlight: Int

        /// - Parameters:
        ///   - callsInFlight: at least 1.
        ///   - bytesInFlight: at least 1; a single call larger than this is refused too.
        init(callsInFlight: Int = 1_000, bytesInFlight: Int = 64 * 1024 * 1024) {
            self.callsInFlight = max(1, callsInFlight)
            self.bytesInFlight = max(1, bytesInFlight)
        }
    }
}
