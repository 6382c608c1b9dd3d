import Foundation

/// One download a page started: a response the engine cannot show, an
/// attachment, or an `<a download>` link. The app chooses its destination in
/// `WebContainer/DownloadDelegate/container(_:destinationFor:)`, watches its
/// ``progress`` and may ``cancel()`` it. A download that fails or is cancelled
/// leaves no partial file behind.
@MainActor
public final class Download {
    /// What the page asked to download.
    public let request: Download.Request
    /// Bytes so far, and the announced length.
    public private(set) var progress: Download.Progress
    /// Where the file is written, once the app chose and the check passed.
    public private(set) var destination: URL?
    /// How it ended; `nil` while it runs.
    public private(set) var result: Result<URL, Download.Failure>?
    private let cancelInEngine: @MainActor () -> Void

    package init(request: Download.Request, cancel: @escaping @MainActor () -> Void) {
        self.request = request
        self.progress = Download.Progress(bytesExpected: request.expectedLength)
        self.cancelInEngine = cancel
    }

    /// Whether it finished, failed or was cancelled.
    public var isComplete: Bool { result != nil }

    /// Stops the transfer and removes what was written. It then completes with ``Download/Failure/cancelled``.
    public func cancel() {
        guard result == nil else { return }
        cancelInEngine()
    }

    /// Records the checked destination the engine writes to.
    package func accept(destination: URL) { self.destination = destination }

    /// Records new progress; `false` once complete.
    @discardableResult
    package func update(_ progress: Download.Progress) -> Bool {
        guard result == nil else { return false }
        self.progress = progress
        return true
    }

    /// Records how it ended, once. Returns whether this call did.
    @discardableResult
    package func complete(_ result: Result<URL, Download.Failure>) -> Bool {
        guard self.result == nil else { return false }
        self.result = result
        return true
    }
}
