import Foundation
@testable import HybridOffline
import Testing

/// `.sig` files with several signatures: each distinct key counts once, unknown keys and
/// lines that do not parse add nothing and break nothing, and the one-line file of a
/// single pinned key verifies as it always did.
struct SignatureSetTests {
    let a = PackageSigningKey.generate()
    let b = PackageSigningKey.generate()
    let c = PackageSigningKey.generate()
    let data = Data("{\"version\":\"1.0.0\"}".utf8)

    var thresholdTwo: SignaturePolicy {
        SignaturePolicy(keys: [a.publicKey.keyID: a.publicKey, b.publicKey.keyID: b.publicKey], threshold: 2)
    }

    func line(_ key: PackageSigningKey, over bytes: Data? = nil) throws -> String {
        "\(key.publicKey.keyID):\(try key.sign(bytes ?? data).base64EncodedString())\n"
    }

    @Test func theOneLineFileOfAPinnedKey_verifiesAsBefore_andUnderARootOfThresholdOne() throws {
        let bare = try PackageSignature.make(for: data, with: a)
        #expect(!String(decoding: bare, as: UTF8.self).contains(":"))
        try PackageSignature.verify(signatureText: bare, manifestData: data, with: a.publicKey)
        #expect(SignaturePolicy(keys: [b.publicKey.keyID: b.publicKey, a.publicKey.keyID: a.publicKey], threshold: 1)
            .shortfall(signatureText: bare, over: data) == nil)
        #expect(throws: OfflinePackageError.badSignature) { try PackageSignature.verify(signatureText: bare, manifestData: data, with: b.publicKey) }
        // The multi-line format verifies under a pinned key too, by the line naming it.
        try PackageSignature.verify(signatureText: try PackageSignature.make(for: data, with: [c, a]), manifestData: data, with: a.publicKey)
    }

    @Test func twoSignaturesByTheSameKey_countOnce() throws {
        let lineA = try line(a)
        let twice = Data((lineA + lineA).utf8)
        #expect(thresholdTwo.shortfall(signatureText: twice, over: data) == .belowThreshold(valid: 1, threshold: 2))
        let both = Data((lineA + (try line(b))).utf8)
        #expect(thresholdTwo.shortfall(signatureText: both, over: data) == nil)
    }

    @Test(arguments: [
        "not a signature line\n", "zz:AAAA\n", ":\n", "\u{0}\u{1}\u{2}\n", String(repeating: "a", count: 64) + ":***\n",
    ])
    func unknownKeysAndLinesThatDoNotParse_areSkipped_notFatal(noise: String) throws {
        let (lineA, lineB, lineC) = (try line(a), try line(b), try line(c))
        let text = Data((noise + lineC + lineA + noise + lineB).utf8)
        #expect(thresholdTwo.shortfall(signatureText: text, over: data) == nil)
    }

    @Test func aSignatureOverOtherBytes_countsForNothing() throws {
        let (good, other) = (try line(a), try line(b, over: Data("other".utf8)))
        let text = Data((good + other).utf8)
        #expect(thresholdTwo.shortfall(signatureText: text, over: data) == .belowThreshold(valid: 1, threshold: 2))
        #expect(thresholdTwo.shortfall(signatureText: Data(try line(c).utf8), over: data) == .noValidSignature)
    }
}
