import Foundation

/// A page's `<input type="file">` asking for files. The app answers with file
/// URLs (`WebContainer/DialogDelegate/container(_:chooseFilesFor:)`) or `nil` to cancel.
public struct FileChooserRequest: Sendable, Hashable {
    /// Whether the input has `multiple`; otherwise at most one file is accepted.
    public var allowsMultiple: Bool
    /// The MIME types of the input's `accept` (`image/png`, `image/*`); empty accepts any.
    public var acceptedMIMETypes: [String]
    /// Which document asked, as far as the engine lets it be proven.
    public var sender: RequestingFrame
    /// The page wants a new photo from the camera rather than a file it has
    /// (`hybrid.media.chooseImage({ source: 'camera' })`); engines do not report an input's `capture`.
    public var prefersCamera: Bool

    public init(allowsMultiple: Bool, acceptedMIMETypes: [String], sender: RequestingFrame = .unattributed, prefersCamera: Bool = false) {
        self.allowsMultiple = allowsMultiple
        self.acceptedMIMETypes = acceptedMIMETypes
        self.sender = sender
        self.prefersCamera = prefersCamera
    }
}
