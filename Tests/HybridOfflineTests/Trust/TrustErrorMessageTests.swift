import HybridOffline
import Testing

/// The root of trust's refusals say what went wrong in words, with the stable codes the issue names.
struct TrustErrorMessageTests {
    @Test(arguments: [
        (PackageUpdateError.invalidRoot("no keys"), "invalid_root"),
        (.rootBadSignature(version: 2, signersVersion: 1), "root_bad_signature"),
        (.rootThresholdNotMet(version: 2, signersVersion: 2, valid: 1, threshold: 2), "root_threshold_not_met"),
        (.rootReplayed(version: 2, trusted: 3), "root_replayed"), (.rootExpired(version: 1, expires: 1, now: 2), "root_expired"),
        (.rootChainTooLong(limit: 32), "root_chain_too_long"), (.channelThresholdNotMet(valid: 1, threshold: 2), "signature_threshold_not_met"),
        (.channelKeyRevoked, "key_revoked"),
    ])
    func everyUpdateRefusal_hasItsCode_andASentence(error: PackageUpdateError, code: String) {
        #expect(error.code == code)
        expectWords(error.message, caseName: String(describing: error))
    }

    @Test(arguments: [
        (OfflinePackageError.signatureThresholdNotMet(valid: 1, threshold: 2), "signature_threshold_not_met"), (.keyRevoked, "key_revoked"),
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
