import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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
    /// The request this answers, as it was sent (after redirects): method and headers.
    public var request: URLRequest?

    public init(url: URL?, statusCode: Int, mimeType: String?, headers: [String: String] = [:],
                isMainFrame: Bool = true, canShowMIMEType: Bool = true, request: URLRequest? = nil) {
        self.request = request
        self.url = url
        self.statusCode = statusCode
        self.mimeType = mimeType
        self.headers = headers
        self.isMainFrame = isMainFrame
        self.canShowMIMEType = canShowMIMEType
    }

    /// `true` when the server asked for a download (`Content-Disposition: attachment`).
    public var isAttachment: Bool {
        let disposition = headers.first { $0.key.caseInsensitiveCompare("Content-Disposition") == .orderedSame }?.value
        return disposition?.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("attachment") ?? false
    }

    /// Whether the engine should show it: a type it can show and no download asked for.
    public var isShowable: Bool { canShowMIMEType && !isAttachment }
}
