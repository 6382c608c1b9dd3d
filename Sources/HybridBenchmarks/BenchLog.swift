import Foundation

/// Benchmark output: progress to standard error, results to standard output.
package enum BenchLog {
    package static func note(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// One JSON object (keys sorted, numbers rounded to 4 places), or `key: value` lines.
    package static func print(_ values: [String: Double], json: Bool) {
        let rounded = values.mapValues { ($0 * 10_000).rounded() / 10_000 }
        let text: String
        if json {
            let body = rounded.keys.sorted().map { "\"\($0)\": \(format(rounded[$0]!))" }.joined(separator: ", ")
            text = "{" + body + "}"
        } else {
            text = rounded.keys.sorted().map { "\($0): \(format(rounded[$0]!))" }.joined(separator: "\n")
        }
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    private static func format(_ value: Double) -> String {
        value.isFinite ? (value == value.rounded() ? String(Int(value)) : String(value)) : "null"
    }
}
