import Foundation

/// A response the engine asks about before it shows it.
public struct NavigationResponse: Sendable {
    public var url: URL?
    public var statusCode: Int
    public var mimeType: String?
    public var headers: [String: String]
    /// `false` for iframes and subresources.
    public var isMainFrame: Bool
    /// Whether the engine can show this MIME type itself.
    public var canShowMIMEType: Bool

    public init(url: URL?, statusCode: Int, mimeType: String?, headers: [String: String] = [:],
                isMainFrame: Bool = true, canShowMIMEType: Bool = true) {
        self.url = url
        self.statusCode = statusCode
        self.mimeType = mimeType
        self.headers = headers
        self.isMainFrame = isMainFrame
        self.canShowMIMEType = canShowMIMEType
    }
}
