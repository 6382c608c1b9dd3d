/// What a channel says now: the version to run, the oldest native app that may
/// run it, when this document stops being believed, a serial that only goes up
/// and the share of devices that take it. Its exact bytes are what
/// `channels/<channel>.sig` signs.
public struct ChannelDocument: Codable, Equatable, Sendable {
    public static let currentFormat = 1

    public var format: Int
    public var channel: String
    /// The package version devices on this channel should run.
    public var version: String
    /// The lowest native app version (``PackageVersion``) that may run it.
    public var minimumAppVersion: String
    /// Seconds since 1970 after which the document is refused (`channel_expired`).
    public var expires: Int64
    /// Raised by every publish; a lower one than already seen is refused (`channel_replayed`).
    public var serial: Int64
    /// 0–100: devices whose bucket is below it take the version.
    public var rolloutPercent: Int

    public init(channel: String, version: String, minimumAppVersion: String, expires: Int64, serial: Int64,
                rolloutPercent: Int) {
        format = Self.currentFormat
        self.channel = channel
        self.version = version
        self.minimumAppVersion = minimumAppVersion
        self.expires = expires
        self.serial = serial
        self.rolloutPercent = rolloutPercent
    }

    /// Throws ``PackageUpdateError/invalidChannel(_:)`` for a document no publisher makes.
    public func validate() throws {
        guard format == Self.currentFormat else { throw PackageUpdateError.invalidChannel("format \(format) is not \(Self.currentFormat)") }
        _ = try FeedLayout.checkedName(channel)
        _ = try FeedLayout.checkedName(version)
        guard (try? PackageVersion(version)) != nil else { throw PackageUpdateError.invalidChannel("version \(version) is not comparable") }
        guard (try? PackageVersion(minimumAppVersion)) != nil else {
            throw PackageUpdateError.invalidChannel("minimum app version \(minimumAppVersion) is not comparable")
        }
        guard serial > 0 else { throw PackageUpdateError.invalidChannel("serial \(serial) is not positive") }
        guard (0...100).contains(rolloutPercent) else { throw PackageUpdateError.invalidChannel("rollout \(rolloutPercent) is not 0–100") }
    }
}
