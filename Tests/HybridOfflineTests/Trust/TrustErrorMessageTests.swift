import HybridOffline
import Testing

/// The root of trust's refusals say what went wrong in words, with the stable codes the issue names.
struct TrustErrorMessageTests {
    @Test(arguments: [
        (PackageUpdateError.invalidRoot("no keys"), "invalid_root"),
        (.feedRefused(.thresholdNotMet(role: "targets", valid: 1, threshold: 2)), "feed_threshold_not_met"),
        (.feedRefused(.rollback(role: "timestamp", trusted: 3, offered: 2)), "feed_rollback"),
        (.checkDeadlineExceeded(seconds: 60), "update_deadline_exceeded"), (.feedNeedsRoot, "feed_needs_root"),
    ])
    func everyUpdateRefusal_hasItsCode_andASentence(error: PackageUpdateError, code: String) {
        #expect(error.code == code)
        expectWords(error.message, caseName: String(describing: error))
    }

    @Test(arguments: [
        (OfflinePackageError.untrustedVersion("a rotation removed its key"), "version_untrusted"), (.badSignature, "bad_signature"),
    ])
    func everyPackageRefusal_hasItsCode_andASentence(error: OfflinePackageError, code: String) {
        #expect(error.code == code)
        expectWords(error.message, caseName: String(describing: error))
    }

    private func expectWords(_ message: String, caseName: String) {
        let name = caseName.prefix { $0 != "(" }
        #expect(!message.isEmpty)
        #expect(!message.contains(name), "\(message)")
        #expect(!message.contains("Optional("), "\(message)")
        #expect(!message.contains("PackageUpdateError") && !message.contains("OfflinePackageError"), "\(message)")
    }
}
