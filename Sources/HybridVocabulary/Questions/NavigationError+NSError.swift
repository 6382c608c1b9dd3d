import Foundation

/// Load failures of engines that report `NSError`s (WKWebView), mapped here so
/// the mapping is tested on every platform, not only where WebKit runs.
extension NavigationError {
    /// WebKit's own load errors: `WebKitErrorDomain`.
    static let webKitDomain = "WebKitErrorDomain"
    /// `WKErrorDomain`, where the web content process ending is reported.
    static let wkDomain = "WKErrorDomain"

    public init(engineError error: NSError) {
        let message = error.localizedDescription
        switch (error.domain, error.code) {
        case (NSURLErrorDomain, NSURLErrorCancelled), (Self.webKitDomain, 102):
            // 102: "frame load interrupted", WebKit's word for a navigation its policy cancelled.
            self = .cancelled
        case (NSURLErrorDomain, NSURLErrorTimedOut):
            self = .timedOut(seconds: (error.userInfo["timeout"] as? Double) ?? 0)
        case (NSURLErrorDomain, NSURLErrorCannotConnectToHost), (NSURLErrorDomain, NSURLErrorCannotFindHost),
             (NSURLErrorDomain, NSURLErrorNotConnectedToInternet), (NSURLErrorDomain, NSURLErrorNetworkConnectionLost),
             (NSURLErrorDomain, NSURLErrorDNSLookupFailed):
            self = .cannotConnect(message: message)
        case (Self.webKitDomain, 100), (Self.webKitDomain, 101):
            // 100: a MIME type it cannot show; 101: a URL it cannot show.
            self = .cannotShowContent(message: message)
        case (Self.wkDomain, 2):
            self = .webProcessTerminated
        default:
            self = .other(domain: error.domain, code: error.code, message: message)
        }
    }
}
