/// `current.json`: which version folder is served, which one to roll back to,
/// and whether the current one has confirmed it boots. It is the one file a
/// switch rewrites, atomically, so every reader sees a whole pointer.
public struct VersionPointer: Codable, Equatable, Sendable {
    /// Folder name under `versions/`.
    public var current: String
    /// The last confirmed version, kept for rollback.
    public var previous: String?
    /// `false` until the new version's page confirms its boot.
    public var confirmed: Bool

    public init(current: String, previous: String?, confirmed: Bool) {
        self.current = current
        self.previous = previous
        self.confirmed = confirmed
    }
}
