import HybridTUF

/// What ``FeedPublisher/publish(folder:version:entry:channel:keys:roots:feed:minimumAppVersion:rolloutPercent:lifetimes:allowingDowngrade:now:)`` wrote.
public struct FeedPublishResult: Equatable, Sendable {
    /// The manifest of the version published.
    public var manifest: PackageManifest
    /// What the channel's target now says.
    public var channel: ChannelTarget
    /// Files stored under a hash the feed did not have yet.
    public var filesWritten: Int
    /// Files whose hash the feed already held from an earlier version.
    public var filesReused: Int
    /// Root versions added by this publish, oldest first.
    public var rootsAdded: [Int64]
    /// The new metadata versions and the key ids that signed each role.
    public var metadata: TUFRepository.Published
}
