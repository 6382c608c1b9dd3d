import HybridTUF

extension PackageUpdateError {
    /// What went wrong, in a sentence for people: the CLI prints it beside ``code``.
    public var message: String {
        switch self {
        case .invalidFeedName(let name): "the feed names \"\(name)\", which is not a plain name or a SHA-256"
        case .invalidFeedURL(let url): "\(url) is not an absolute http or https address"
        case .invalidChannel(let reason): "the channel's target is not valid: \(reason)"
        case .feedRefused(let error): "the feed was refused: " + error.message
        case .mixedVersions(let channel, let manifest):
            "the channel offers version \(channel) but the manifest served for it is version \(manifest)"
        case .fileHashMismatch(let sha256): "a file's bytes do not match its SHA-256 \(sha256) in the signed manifest"
        case .versionDowngrade(let offered, let installed):
            "the channel offers version \(offered), older than version \(installed) already accepted"
        case .publishDowngrade(let publishing, let channel, let current):
            "the channel \(channel) names \(current); publishing \(publishing) would move it back, and devices refuse that: pass --allow-downgrade to publish it anyway"
        case .httpStatus(let status, let path): "the feed answered \(path) with HTTP status \(status)"
        case .invalidRoot(let reason): "the root the app ships is not valid: \(reason)"
        case .checkDeadlineExceeded(let seconds):
            "the feed's metadata did not arrive within \(Int(seconds)) seconds; a mirror may be sending it a byte at a time"
        case .feedNeedsRoot:
            "this store trusts one pinned key; live updates need the feed's TUF root (hybrid package root init) as the app's trust"
        case .network(let reason): "the feed could not be reached: \(reason)"
        case .cancelled: "the update was cancelled; nothing was installed"
        }
    }
}
