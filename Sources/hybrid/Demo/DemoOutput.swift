import Foundation

/// Prints numbered, timed demo steps to standard output.
final class DemoOutput: Sendable {
    private let start = ContinuousClock.now

    func say(_ text: String) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        FileHandle.standardOutput.write(Data((String(format: "[%7.1f ms] ", milliseconds) + text + "\n").utf8))
    }
}
