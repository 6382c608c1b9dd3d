import Testing
@testable import HybridTUF

/// A threshold counts distinct keys: not a key id listed twice, not one key under two ids.
@Suite struct ThresholdTests {
    private func roleKeys(_ ids: [String], threshold: Int) throws(TUFError) -> RoleKeys {
        try RoleKeys(json: .object(["keyids": .array(ids.map { .string($0) }), "threshold": .integer(Int64(threshold))]), role: "timestamp")
    }

    @Test func aRoleListingAKeyTwiceIsRefused() {
        #expect(throws: TUFError.self) { try roleKeys(["a", "a"], threshold: 2) }
    }

    @Test func oneKeyUnderTwoIdsCountsOnce() throws {
        let signer = TestSigner.make(.ed25519, id: "a")
        let twin = signer.renamed("b")
        let envelope = try SignedEnvelope(bytes: TestMetadata.document(TestMetadata.timestamp(version: 1, snapshotVersion: 1), by: [signer, twin]))
        let keys = ["a": try TUFKey(json: signer.key, keyID: "a"), "b": try TUFKey(json: twin.key, keyID: "b")]
        #expect(SignatureThreshold.validSignatureCount(envelope, roleKeys: try roleKeys(["a", "b"], threshold: 2), keys: keys) == 1)
        #expect(throws: TUFError.thresholdNotMet(role: "timestamp", valid: 1, threshold: 2)) {
            try SignatureThreshold.verify(envelope, role: "timestamp", roleKeys: try roleKeys(["a", "b"], threshold: 2), keys: keys)
        }
    }

    @Test func twoSignaturesUnderOneKeyIdAreRefused() {
        let signer = TestSigner.make(.ed25519, id: "a")
        #expect(throws: TUFError.self) {
            try SignedEnvelope(bytes: TestMetadata.document(TestMetadata.timestamp(version: 1, snapshotVersion: 1), by: [signer, signer]))
        }
    }

    @Test func distinctKeysMeetTheThresholdAndBadSignaturesAreIgnored() throws {
        let (a, b, c) = (TestSigner.make(.ed25519, id: "a"), TestSigner.make(.ecdsa, id: "b"), TestSigner.make(.ed25519, id: "c"))
        let wrong = TestSigner(keyID: "c", key: c.key, sign: a.sign)
        let envelope = try SignedEnvelope(bytes: TestMetadata.document(TestMetadata.timestamp(version: 1, snapshotVersion: 1), by: [a, b, wrong]))
        let keys = ["a": try TUFKey(json: a.key, keyID: "a"), "b": try TUFKey(json: b.key, keyID: "b"), "c": try TUFKey(json: c.key, keyID: "c")]
        #expect(SignatureThreshold.validSignatureCount(envelope, roleKeys: try roleKeys(["a", "b", "c"], threshold: 2), keys: keys) == 2)
    }
}
