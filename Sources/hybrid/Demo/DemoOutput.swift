import Foundation

/// Prints numbered, timed demo steps to standard output (or to standard
/// error, when standard output carries a command's JSON).
final class DemoOutput: Sendable {
    private let start = ContinuousClock.now
    private let toStandardError: Bool

    init(toStandardError: Bool = false) { self.toStandardError = toStandardError }

    func say(_ text: String) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        (toStandardError ? FileHandle.standardError : FileHandle.standardOutput).write(Data((String(format: "[%7.1f ms] ", milliseconds) + text + "\n").utf8))
    }
}
