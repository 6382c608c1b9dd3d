import Crypto
import Testing
@testable import HybridTUF

/// Each key type TUF names verifies its own signature and nothing else.
@Suite struct KeyTests {
    private let message = Array(#"{"_type":"targets","version":1}"#.utf8)

    @Test(arguments: TestSigner.Kind.allCases)
    func verifiesAndRejectsATamperedSignature(kind: TestSigner.Kind) throws {
        let signer = TestSigner.make(kind, id: "k")
        let key = try TUFKey(json: signer.key, keyID: "k")
        let signature = signer.sign(message)
        #expect(key.verifies(signatureHex: signature, message: message))

        var tampered = Hex.decode(signature)!
        tampered[tampered.count / 2] ^= 0x01
        #expect(!key.verifies(signatureHex: Hex.encode(tampered), message: message))
        #expect(!key.verifies(signatureHex: signature, message: message + [0x20]))
        #expect(!key.verifies(signatureHex: "", message: message))
    }

    @Test func ecdsaKeysMayBeHexPoints() throws {
        let privateKey = P256.Signing.PrivateKey()
        let key = TUFKey(keyType: "ecdsa", scheme: "ecdsa-sha2-nistp256", publicValue: Hex.encode(privateKey.publicKey.x963Representation))
        let signature = Hex.encode(try privateKey.signature(for: message).derRepresentation)
        #expect(key.verifies(signatureHex: signature, message: message))
    }

    @Test func smallOrderEd25519KeysVerifyNothing() {
        let identity = TUFKey(keyType: "ed25519", scheme: "ed25519", publicValue: "01" + String(repeating: "0", count: 62))
        let signature = "01" + String(repeating: "0", count: 126)
        #expect(!identity.verifies(signatureHex: signature, message: []))
    }

    @Test func aKeyOfAnUnknownSchemeVerifiesNothing() {
        let signer = TestSigner.make(.ed25519, id: "k")
        let key = TUFKey(keyType: "ed25519", scheme: "ed25519-but-not", publicValue: signer.key["keyval"]?["public"]?.stringValue)
        #expect(!key.verifies(signatureHex: signer.sign(message), message: message))
    }
}
