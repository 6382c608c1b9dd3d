/// Why a mock file cannot be used: the file, the key that is wrong, and what
/// is wrong with it, so the fix is obvious from one line.
struct MockFileError: Error, Equatable, CustomStringConvertible {
    let file: String
    /// Where in the file, e.g. `handlers.pay.error.code` or `events[1].afterMs`; empty for the whole file.
    let key: String
    let problem: String

    var description: String {
        key.isEmpty ? "mock file \(file): \(problem)" : "mock file \(file): \(key): \(problem)"
    }
}
