// Declarations only: WKDownload and its delegate (iOS 14.5, macOS 11.3).

@MainActor
open class WKDownload: NSObject {
    open var originalRequest: URLRequest? { fatalError("declaration only") }
    open weak var delegate: (any WKDownloadDelegate)?
    /// From `NSProgressReporting`.
    open var progress: Progress { fatalError("declaration only") }
    open func cancel(_ completionHandler: (@MainActor @Sendable (Data?) -> Void)? = nil) { fatalError("declaration only") }
}

/// `downloadDidFinish` and `download(_:didFailWithError:resumeData:)` are
/// optional in WebKit; declared required so a misspelt signature is an error.
@MainActor
public protocol WKDownloadDelegate: NSObjectProtocol {
    func download(_ download: WKDownload, decideDestinationUsing response: URLResponse, suggestedFilename: String,
                  completionHandler: @escaping @MainActor @Sendable (URL?) -> Void)
    func downloadDidFinish(_ download: WKDownload)
    func download(_ download: WKDownload, didFailWithError error: any Error, resumeData: Data?)
}
