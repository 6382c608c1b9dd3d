import Foundation

/// Progress lines for a human watching; never on stdout.
package enum BenchProgress {
    package static func say(_ text: String) {
        FileHandle.standardError.write(Data("bench: \(text)\n".utf8))
    }
}
