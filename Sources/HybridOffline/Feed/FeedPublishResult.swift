/// What ``FeedPublisher/publish(folder:version:entry:channel:key:feed:minimumAppVersion:lifetime:rolloutPercent:allowingDowngrade:now:)`` wrote.
public struct FeedPublishResult: Equatable, Sendable {
    /// The signed manifest of the version published.
    public var manifest: PackageManifest
    /// The signed channel document now in the feed.
    public var channel: ChannelDocument
    /// Files stored under a hash the feed did not have yet.
    public var filesWritten: Int
    /// Files whose hash the feed already held from an earlier version.
    public var filesReused: Int
    /// Root versions added under `roots/` by this publish, oldest first.
    public var rootsAdded: [Int64] = []
}
