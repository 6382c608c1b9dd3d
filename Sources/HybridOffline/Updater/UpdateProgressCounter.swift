import Foundation

/// Adds up bytes from downloads running at the same time and reports each change.
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
        report(lock.withLock { progress.bytesDone += bytes; return progress })
    }

    func fileDone() {
        report(lock.withLock { progress.filesDone += 1; return progress })
    }

    var current: UpdateProgress { lock.withLock { progress } }
}
