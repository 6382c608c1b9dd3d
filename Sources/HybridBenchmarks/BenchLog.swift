import Foundation

/// Benchmark output: progress to standard error, results to standard output.
package enum BenchLog {
    package static func note(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// The report as one JSON object, or as `key: value` lines; nothing when a field is unexplained.
    package static func print(_ report: BenchReport, json: Bool) throws {
        let text = json ? try report.jsonText() : try report.text()
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}

/// Progress lines for a human watching; never on stdout.
package enum BenchProgress {
    package static func say(_ text: String) {
        FileHandle.standardError.write(Data("bench: \(text)\n".utf8))
    }
}
