/// Why an update feed name or channel document was refused, with a
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

    /// A stable string code for logs, the CLI and JavaScript.
    public var code: String {
        switch self {
        case .invalidFeedName: "invalid_feed_name"
        case .invalidChannel: "invalid_channel"
        case .channelBadSignature: "channel_bad_signature"
        case .channelExpired: "channel_expired"
        case .channelReplayed: "channel_replayed"
        }
    }
}
