import Foundation

/// This process's resident memory, sampled on a background queue so a busy
/// main actor does not hide the peak.
final class ResidentMemory: @unchecked Sendable {
    private let lock = NSLock()
    private var peak = 0.0
    private let timer = DispatchSource.makeTimerSource(queue: .global())

    /// `VmRSS` of this process in MB.
    static func now() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes / 1024
    }

    /// Samples every `interval` until ``stop()``.
    func start(every interval: DispatchTimeInterval = .milliseconds(5)) {
        timer.schedule(deadline: .now(), repeating: interval)
        timer.setEventHandler { [self] in
            let current = Self.now()
            lock.withLock { peak = max(peak, current) }
        }
        timer.resume()
    }

    /// Stops sampling and returns the highest resident size seen, in MB.
    func stop() -> Double {
        timer.cancel()
        return lock.withLock { max(peak, Self.now()) }
    }
}
