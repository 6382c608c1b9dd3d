/// A page asking for something only the app may grant: the camera or
/// microphone (`getUserMedia`), the location, notifications and the like.
/// Nothing is granted unless the app says so.
public struct PermissionRequest: Sendable, Hashable {
    /// What can be asked for.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case camera, microphone, geolocation, notifications
        /// Reading the clipboard without a paste gesture.
        case clipboard
        /// Names of the cameras and microphones (`enumerateDevices`).
        case deviceInfo
        case pointerLock
        /// Encrypted media (EME).
        case mediaKeySystem
        /// A third-party frame's access to its own storage.
        case websiteDataAccess
        /// Something the engine asked about that HybridKit does not name.
        case other
    }

    /// What the page asked for: `getUserMedia({video, audio})` asks for both at once.
    public var kinds: Set<Kind>
    /// Which document asked, as far as the engine lets it be proven. On WebKitGTK a
    /// request is ``RequestingFrame/unattributed`` once the page holds a frame
    /// of any other document: it may be that frame's.
    public var sender: RequestingFrame

    public init(kinds: Set<Kind>, sender: RequestingFrame = .unattributed) {
        self.kinds = kinds
        self.sender = sender
    }

    /// Whether a frame other than the main one asked, or may have.
    public var mayBeFromSubframe: Bool { sender.isMainFrame != true }
}
