import HybridOffline
import Testing

/// What `hybrid package update` prints beside the code: a sentence, never Swift's description of the value.
struct PackageUpdateErrorMessageTests {
    @Test(arguments: [
        PackageUpdateError.invalidFeedName("a/b"), .invalidFeedURL("ftp://x"), .invalidChannel("no version"), .channelBadSignature,
        .channelExpired(expires: 1, now: 2), .channelReplayed(serial: 1, highestSeen: 2), .mixedVersions(channel: "2.0.0", manifest: "1.0.0"),
        .fileHashMismatch(sha256: "ab"), .versionDowngrade(offered: "2.1.0", installed: "2.2.0"), .httpStatus(404, path: "/feed/x"),
        .documentTooLarge(path: "/feed/x", limit: 10), .network("refused"), .cancelled,
    ])
    func everyError_saysWhatWentWrong_inWords(error: PackageUpdateError) {
        let caseName = String(describing: error).prefix { $0 != "(" }
        #expect(!error.message.isEmpty)
        // A camel-case case name (`versionDowngrade`) is Swift's text, not a word.
        if caseName.contains(where: \.isUppercase) { #expect(!error.message.contains(caseName), "\(error.message)") }
        #expect(!error.message.contains("Optional("), "\(error.message)")
    }
}
