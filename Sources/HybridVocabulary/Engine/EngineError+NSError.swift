import Foundation

/// Script failures of engines that report `NSError`s (WKWebView's `WKErrorDomain`).
extension EngineError {
    /// The `userInfo` key under which WebKit puts a thrown exception's message.
    static let exceptionMessageKey = "WKJavaScriptExceptionMessage"

    public init(scriptError error: NSError) {
        guard error.domain == NavigationError.wkDomain else {
            self = .operationFailed(error.localizedDescription)
            return
        }
        switch error.code {
        case 2:
            self = .operationFailed("the web content process ended during the script")
        case 3:
            // The web view was invalidated (released).
            self = .viewClosed
        case 4:
            let message = error.userInfo[Self.exceptionMessageKey] as? String ?? error.localizedDescription
            self = .javaScriptException(message: message)
        case 5:
            self = .unsupportedResultType(error.localizedDescription)
        default:
            self = .operationFailed(error.localizedDescription)
        }
    }
}
