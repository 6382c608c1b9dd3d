/// Time limits for one download: `idle` since the last byte, `total` for all of it.
/// The total deadline is what stops a mirror that trickles one byte at a time.
public struct FetchLimits: Sendable, Equatable {
    public var idle: Double
    public var total: Double

    public init(idle: Double = 20, total: Double = 60) {
        self.idle = idle
        self.total = total
    }
}
