/// Why an update was refused or could not be fetched, with a stable code. The
/// installed version is never touched by a refused or failed update.
public enum PackageUpdateError: Error, Equatable, Sendable {
    /// A channel, version or file name in the feed that is not a plain name or a SHA-256.
    case invalidFeedName(String)
    /// A feed address that is not an absolute `http` or `https` URL.
    case invalidFeedURL(String)
    /// The channel document does not parse or breaks a rule (`reason` says which).
    case invalidChannel(String)
    /// The channel document's Ed25519 signature does not verify with the app's key.
    case channelBadSignature
    /// Under a root of trust, the channel document is signed validly by fewer distinct publish keys than the root's threshold.
    case channelThresholdNotMet(valid: Int, threshold: Int)
    /// The channel document is signed by a key the trusted root no longer lists (a rotation removed it), and
    /// not by enough keys it does list.
    case channelKeyRevoked
    /// The channel document's expiry time has passed: a mirror may be freezing the feed.
    case channelExpired(expires: Int64, now: Int64)
    /// The channel document's serial is lower than one already seen: an old document replayed.
    case channelReplayed(serial: Int64, highestSeen: Int64)
    /// The channel names one version and the manifest served for it is another's: files of two
    /// versions would be mixed.
    case mixedVersions(channel: String, manifest: String)
    /// A file's bytes (or size) do not match the SHA-256 the signed manifest gives for it, even
    /// after it was fetched again: it is never installed.
    case fileHashMismatch(sha256: String)
    /// The channel offers a version lower than the highest this store has accepted, and the
    /// app did not allow going back (``UpdatePolicy/allowDowngrade``).
    case versionDowngrade(offered: String, installed: String)
    /// `hybrid package publish` of a version lower than the one the channel names, without `--allow-downgrade`.
    case publishDowngrade(publishing: String, channel: String, current: String)
    /// The feed answered with an HTTP status that is not success (after the retries, for 5xx).
    case httpStatus(Int, path: String)
    /// A channel document, signature or manifest larger than any publisher makes; it was cut off
    /// at `limit` bytes rather than held in memory.
    case documentTooLarge(path: String, limit: Int)
    /// A root document that does not parse or breaks a rule (`reason` says which).
    case invalidRoot(String)
    /// Root `version` carries no valid signature by the root keys of root `signersVersion` (itself or the root before it).
    case rootBadSignature(version: Int64, signersVersion: Int64)
    /// Root `version` is signed by `valid` distinct root keys of root `signersVersion`; `threshold` are needed.
    case rootThresholdNotMet(version: Int64, signersVersion: Int64, valid: Int, threshold: Int)
    /// The feed offered root `version` where one newer than the trusted root `trusted` belongs: an old root replayed.
    case rootReplayed(version: Int64, trusted: Int64)
    /// The newest trusted root has expired, and the feed offers no newer one: updates stop until it does.
    case rootExpired(version: Int64, expires: Int64, now: Int64)
    /// The feed offers more new roots than one check walks (`limit`): endless data, or a feed gone wrong.
    case rootChainTooLong(limit: Int)
    /// The feed could not be reached or the connection failed, after every retry.
    case network(String)
    /// The app cancelled the update (``PackageUpdater/cancel()`` or Task cancellation). Finished
    /// files and partial ones stay for the next run; nothing was installed.
    case cancelled

    /// A stable string code for logs, the CLI and JavaScript.
    public var code: String {
        switch self {
        case .invalidFeedName: "invalid_feed_name"
        case .invalidFeedURL: "invalid_feed_url"
        case .invalidChannel: "invalid_channel"
        case .channelBadSignature: "channel_bad_signature"
        case .channelThresholdNotMet: "signature_threshold_not_met"
        case .channelKeyRevoked: "key_revoked"
        case .channelExpired: "channel_expired"
        case .channelReplayed: "channel_replayed"
        case .mixedVersions: "mixed_versions"
        case .fileHashMismatch: "file_hash_mismatch"
        case .versionDowngrade, .publishDowngrade: "version_downgrade"
        case .httpStatus: "feed_http_status"
        case .documentTooLarge: "feed_document_too_large"
        case .invalidRoot: "invalid_root"
        case .rootBadSignature: "root_bad_signature"
        case .rootThresholdNotMet: "root_threshold_not_met"
        case .rootReplayed: "root_replayed"
        case .rootExpired: "root_expired"
        case .rootChainTooLong: "root_chain_too_long"
        case .network: "feed_unreachable"
        case .cancelled: "update_cancelled"
        }
    }
}
