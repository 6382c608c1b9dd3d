import Foundation

extension Duration {
    /// Seconds as a `TimeInterval`, for Foundation's timeouts and error reports.
    package var timeInterval: TimeInterval { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
