import HybridOffline
import Testing

/// What `hybrid package update` prints beside the code: a sentence, never Swift's description of the value.
struct PackageUpdateErrorMessageTests {
    @Test(arguments: [
        PackageUpdateError.invalidFeedName("a/b"), .invalidFeedURL("ftp://x"), .invalidChannel("no version"),
        .feedRefused(.expired(role: "timestamp", expires: "2026-01-01T00:00:00Z")), .mixedVersions(channel: "2.0.0", manifest: "1.0.0"),
        .fileHashMismatch(sha256: "ab"), .versionDowngrade(offered: "2.1.0", installed: "2.2.0"), .httpStatus(404, path: "/feed/x"),
        .invalidRoot("no keys"), .checkDeadlineExceeded(seconds: 60), .feedNeedsRoot, .network("refused"), .cancelled,
    ])
    func everyError_saysWhatWentWrong_inWords(error: PackageUpdateError) {
        let caseName = String(describing: error).prefix { $0 != "(" }
        #expect(!error.message.isEmpty)
        // A camel-case case name (`versionDowngrade`) is Swift's text, not a word.
        if caseName.contains(where: \.isUppercase) { #expect(!error.message.contains(caseName), "\(error.message)") }
        #expect(!error.message.contains("Optional("), "\(error.message)")
    }
}
