extension PackageUpdateError {
    /// What went wrong, in a sentence for people: the CLI prints it beside ``code``.
    public var message: String {
        switch self {
        case .invalidFeedName(let name): "the feed names \"\(name)\", which is not a plain name or a SHA-256"
        case .invalidFeedURL(let url): "\(url) is not an absolute http or https address"
        case .invalidChannel(let reason): "the channel document is not valid: \(reason)"
        case .channelBadSignature: "the channel document's signature does not verify with this public key"
        case .channelThresholdNotMet(let valid, let threshold):
            "the channel document is signed by \(valid) of the publish keys, and the trusted root asks for \(threshold)"
        case .channelKeyRevoked:
            "the channel document is signed by a key a newer root removed: publish again with the keys the root lists"
        case .channelExpired: "the channel document has expired; a mirror may be serving an old copy"
        case .channelReplayed(let serial, let highest):
            "the channel document is older (serial \(serial)) than one already seen (serial \(highest))"
        case .mixedVersions(let channel, let manifest):
            "the channel offers version \(channel) but the manifest served for it is version \(manifest)"
        case .fileHashMismatch(let sha256): "a file's bytes do not match its SHA-256 \(sha256) in the signed manifest"
        case .versionDowngrade(let offered, let installed):
            "the channel offers version \(offered), older than version \(installed) already accepted"
        case .publishDowngrade(let publishing, let channel, let current):
            "the channel \(channel) names \(current); publishing \(publishing) would move it back, and devices refuse that: pass --allow-downgrade to publish it anyway"
        case .httpStatus(let status, let path): "the feed answered \(path) with HTTP status \(status)"
        case .documentTooLarge(let path, let limit): "\(path) is larger than \(limit) bytes, more than any publisher makes"
        case .invalidRoot(let reason): "the root document is not valid: \(reason)"
        case .rootBadSignature(let version, let signers):
            "root version \(version) carries no valid signature by \(Self.rootKeys(of: signers, for: version))"
        case .rootThresholdNotMet(let version, let signers, let valid, let threshold):
            "root version \(version) is signed by \(valid) of \(Self.rootKeys(of: signers, for: version)), and \(threshold) are needed"
        case .rootReplayed(let version, let trusted):
            "the feed offers root version \(version) where a root newer than version \(trusted), the one trusted, belongs: an old root replayed"
        case .rootExpired(let version, _, _):
            "the trusted root (version \(version)) has expired and the feed offers no newer one: updates wait for the publisher to rotate"
        case .rootChainTooLong(let limit): "the feed offers more than \(limit) new roots in one check, more than any publisher makes"
        case .network(let reason): "the feed could not be reached: \(reason)"
        case .cancelled: "the update was cancelled; nothing was installed"
        }
    }

    /// Whose root keys had to sign root `version`: its own, or those of the root before it.
    private static func rootKeys(of signers: Int64, for version: Int64) -> String {
        signers == version ? "its own root keys" : "the root keys of version \(signers)"
    }
}
