import HybridTUF

/// What a channel says, as the custom data of its target `channels/<channel>.json`
/// in the signed targets metadata: the version to run, the oldest native app that
/// may run it and the share of devices that take it. Freshness, replay and
/// freezing are TUF's business (timestamp, snapshot and targets versions and expiries).
public struct ChannelTarget: Equatable, Sendable {
    /// The package version devices on this channel should run.
    public var version: String
    /// The lowest native app version (``PackageVersion``) that may run it.
    public var minimumAppVersion: String
    /// 0–100: devices whose bucket is below it take the version.
    public var rolloutPercent: Int

    public init(version: String, minimumAppVersion: String = "0.0.0", rolloutPercent: Int = 100) throws {
        self.version = version
        self.minimumAppVersion = minimumAppVersion
        self.rolloutPercent = rolloutPercent
        try validate()
    }

    /// Reads the target's custom data; throws `invalid_channel` for anything a publisher does not write.
    init(custom: TUFJSON?) throws {
        guard let version = custom?["version"]?.stringValue else { throw PackageUpdateError.invalidChannel("its custom data names no \"version\"") }
        // Absent is no minimum; anything but text is refused, never read as no minimum (old apps would take the version).
        guard let minimum = custom?["minimum_app_version"].map({ $0.stringValue }) ?? "0.0.0" else {
            throw PackageUpdateError.invalidChannel("\"minimum_app_version\" is not a version string")
        }
        guard let rollout = custom?["rollout_percent"].map({ $0.integerValue }) ?? 100 else {
            throw PackageUpdateError.invalidChannel("\"rollout_percent\" is not a whole number")
        }
        try self.init(version: version, minimumAppVersion: minimum, rolloutPercent: Int(clamping: rollout))
    }

    /// The custom data for the target.
    var custom: TUFJSON {
        .object(["version": .string(version), "minimum_app_version": .string(minimumAppVersion), "rollout_percent": .integer(Int64(rolloutPercent))])
    }

    private func validate() throws {
        _ = try FeedLayout.checkedName(version)
        guard (try? PackageVersion(version)) != nil else { throw PackageUpdateError.invalidChannel("version \(version) is not comparable") }
        guard (try? PackageVersion(minimumAppVersion)) != nil else {
            throw PackageUpdateError.invalidChannel("minimum app version \(minimumAppVersion) is not comparable")
        }
        guard (0...100).contains(rolloutPercent) else { throw PackageUpdateError.invalidChannel("rollout \(rolloutPercent) is not 0–100") }
    }
}
