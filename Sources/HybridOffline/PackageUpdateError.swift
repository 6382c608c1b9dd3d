/// Why an update feed, channel document or downloaded file was refused, with a
/// stable code. The installed version is never touched by a refused update.
public enum PackageUpdateError: Error, Equatable, Sendable {
    /// A channel, version or file name in the feed that is not a plain name or a SHA-256.
    case invalidFeedName(String)
    /// The channel document does not parse or breaks a rule (`reason` says which).
    case invalidChannel(String)
    /// The channel document's Ed25519 signature does not verify with the app's key.
    case channelBadSignature
    /// The channel document's expiry time has passed: a mirror may be freezing the feed.
    case channelExpired(expires: Int64, now: Int64)
    /// The channel document's serial is lower than one already seen: an old document replayed.
    case channelReplayed(serial: Int64, highestSeen: Int64)
    /// The channel names a version lower than the installed one, and the app did not allow it.
    case versionDowngrade(offered: String, installed: String)
    /// The channel names a version this native app is too old to run.
    case appTooOld(minimum: String, app: String)
    /// A downloaded file's bytes do not hash to the SHA-256 it was asked for.
    case fileHashMismatch(String)
    /// A file does not belong to the manifest being installed (a file of another version).
    case mixedVersions(String)

    /// A stable string code for logs, the CLI and JavaScript.
    public var code: String {
        switch self {
        case .invalidFeedName: "invalid_feed_name"
        case .invalidChannel: "invalid_channel"
        case .channelBadSignature: "channel_bad_signature"
        case .channelExpired: "channel_expired"
        case .channelReplayed: "channel_replayed"
        case .versionDowngrade: "version_downgrade"
        case .appTooOld: "app_too_old"
        case .fileHashMismatch: "file_hash_mismatch"
        case .mixedVersions: "mixed_versions"
        }
    }
}
