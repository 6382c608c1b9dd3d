import Foundation

/// Adds up bytes from downloads running at the same time and reports each change,
/// in the order the changes were made: reported under the lock, so the last report
/// is the final count (reported after it, two downloads' reports could swap).
final class UpdateProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var progress: UpdateProgress
    private let report: @Sendable (UpdateProgress) -> Void

    init(version: String, bytesTotal: Int64, filesTotal: Int, report: @escaping @Sendable (UpdateProgress) -> Void) {
        progress = UpdateProgress(version: version, bytesDone: 0, bytesTotal: bytesTotal, filesDone: 0, filesTotal: filesTotal)
        self.report = report
    }

    /// Bytes arrived (negative: bytes thrown away before a file starts again).
    func add(_ bytes: Int64) {
        guard bytes != 0 else { return }
        lock.withLock { progress.bytesDone += bytes; report(progress) }
    }

    func fileDone() {
        lock.withLock { progress.filesDone += 1; report(progress) }
    }

    var current: UpdateProgress { lock.withLock { progress } }
}
