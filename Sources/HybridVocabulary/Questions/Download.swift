import Foundation

/// One download a page started: a response the engine cannot show, an
/// attachment, or an `<a download>` link. The app chooses its destination in
/// `WebContainer/DownloadDelegate/container(_:destinationFor:)` from what the page
/// asked for (``url``, ``suggestedFilename``, ``mimeType``), watches its bytes
/// (``bytesReceived``, ``fractionCompleted``) and may ``cancel()`` it. A download
/// that fails or is cancelled leaves no partial file behind.
@MainActor
public final class Download {
    /// Where the bytes come from (`http`, `blob:` or `data:`).
    public let url: URL?
    /// The server's or the page's name for the file, already made safe: no folders, no `..`.
    public let suggestedFilename: String
    /// The response's MIME type, when known.
    public let mimeType: String?
    /// The length the server announced, when it did.
    public let expectedLength: Int64?
    /// Bytes written so far.
    public private(set) var bytesReceived: Int64 = 0
    /// The length expected now: the announced one, or what the engine learned since.
    public private(set) var bytesExpected: Int64?
    /// Where the file is written, once the app chose and the check passed.
    public private(set) var destination: URL?
    /// How it ended; `nil` while it runs.
    public private(set) var result: Result<URL, Download.Failure>?
    private let cancelInEngine: @MainActor () -> Void

    /// `suggestedFilename` is made safe here (``DownloadFilename``), from `url` when there is none.
    package init(url: URL?, suggestedFilename: String?, mimeType: String? = nil, expectedLength: Int64? = nil,
                 cancel: @escaping @MainActor () -> Void) {
        self.url = url
        self.suggestedFilename = DownloadFilename.sanitized(suggestedFilename, url: url)
        self.mimeType = mimeType
        self.expectedLength = expectedLength
        self.bytesExpected = expectedLength
        self.cancelInEngine = cancel
    }

    /// Between 0 and 1 when the length is known.
    public var fractionCompleted: Double? {
        guard let bytesExpected, bytesExpected > 0 else { return nil }
        return min(1, Double(bytesReceived) / Double(bytesExpected))
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
    package func update(bytesReceived: Int64, bytesExpected: Int64?) -> Bool {
        guard result == nil else { return false }
        self.bytesReceived = bytesReceived
        self.bytesExpected = bytesExpected
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
