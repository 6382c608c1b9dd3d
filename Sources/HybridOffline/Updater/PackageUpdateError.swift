import HybridTUF

/// Why an update was refused or could not be fetched, with a stable code. The
/// installed version is never touched by a refused or failed update.
public enum PackageUpdateError: Error, Equatable, Sendable {
    /// A channel, version or file name in the feed that is not a plain name or a SHA-256.
    case invalidFeedName(String)
    /// A feed address that is not an absolute `http` or `https` URL.
    case invalidFeedURL(String)
    /// The channel's target does not carry usable custom data (`reason` says which).
    case invalidChannel(String)
    /// The feed's TUF metadata was refused (a signature, version, expiry, hash or size rule of
    /// The Update Framework) or could not be fetched in time; the code is `feed_` and TUF's code.
    case feedRefused(TUFError)
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
    /// A root the app ships that does not parse, or is not signed by a threshold of its own root keys.
    case invalidRoot(String)
    /// The whole metadata check took longer than ``UpdatePolicy/checkDeadline``: a mirror trickling bytes.
    case checkDeadlineExceeded(seconds: Double)
    /// The store pins one key (``PublisherTrust/init(publicKey:)``); a live-update feed needs a TUF root.
    case feedNeedsRoot
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
        case .feedRefused(let error): "feed_" + error.code
        case .mixedVersions: "mixed_versions"
        case .fileHashMismatch: "file_hash_mismatch"
        case .versionDowngrade, .publishDowngrade: "version_downgrade"
        case .httpStatus: "feed_http_status"
        case .invalidRoot: "invalid_root"
        case .checkDeadlineExceeded: "update_deadline_exceeded"
        case .feedNeedsRoot: "feed_needs_root"
        case .network: "feed_unreachable"
        case .cancelled: "update_cancelled"
        }
    }
}
