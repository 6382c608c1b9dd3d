import Foundation
import HybridCore

/// What a page shares (`hybrid.share.share`): text, a web URL and files it
/// received from `hybrid.media.chooseImage`, already checked on their way in.
public struct ShareItem: Sendable, Hashable {
    /// A title for the share sheet or the message.
    public var title: String?
    public var text: String?
    /// An `http` or `https` URL.
    public var url: URL?
    /// Readable files, each canonical and checked by the container's file path.
    public var files: [URL]

    public init(title: String? = nil, text: String? = nil, url: URL? = nil, files: [URL] = []) {
        self.title = title
        self.text = text
        self.url = url
        self.files = files
    }

    /// What the clipboard gets where no share service is: the text and the URL, one per line.
    public var plainText: String {
        [text, url?.absoluteString].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
