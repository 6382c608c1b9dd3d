import Foundation

extension Download {
    /// What is known about a download when the app chooses where it goes.
    public struct Request: Equatable, Sendable {
        /// Where the bytes come from (`http`, `blob:` or `data:`).
        public var url: URL?
        /// The server's or the page's name for the file, already made safe by
        /// made safe: no folders, no `..`.
        public var suggestedFilename: String
        /// The response's MIME type, when known.
        public var mimeType: String?
        /// The length the server announced, when it did.
        public var expectedLength: Int64?

        public init(url: URL?, suggestedFilename: String?, mimeType: String? = nil, expectedLength: Int64? = nil) {
            self.url = url
            self.suggestedFilename = DownloadFilename.sanitized(suggestedFilename, url: url)
            self.mimeType = mimeType
            self.expectedLength = expectedLength
        }
    }
}
