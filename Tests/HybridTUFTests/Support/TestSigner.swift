import Crypto
import _CryptoExtras
@testable import HybridTUF

/// A key pair for tests: the public key as TUF metadata lists it and a signer
/// producing hex signatures in the key type's TUF format.
struct TestSigner: Sendable {
    enum Kind: Sendable, CaseIterable { case ed25519, ecdsa, rsa }

    let keyID: String
    let key: TUFJSON
    let sign: @Sendable ([UInt8]) -> String

    static func make(_ kind: Kind, id: String) -> TestSigner {
        switch kind {
        case .ed25519:
            let privateKey = Curve25519.Signing.PrivateKey()
            let raw = privateKey.rawRepresentation
            return TestSigner(keyID: id, key: keyJSON("ed25519", "ed25519", Hex.encode(privateKey.publicKey.rawRepresentation))) {
                Hex.encode(try! Curve25519.Signing.PrivateKey(rawRepresentation: raw).signature(for: $0))
            }
        case .ecdsa:
            let privateKey = P256.Signing.PrivateKey()
            let raw = privateKey.rawRepresentation
            return TestSigner(keyID: id, key: keyJSON("ecdsa", "ecdsa-sha2-nistp256", privateKey.publicKey.pemRepresentation)) {
                Hex.encode(try! P256.Signing.PrivateKey(rawRepresentation: raw).signature(for: $0).derRepresentation)
            }
        case .rsa:
            let privateKey = try! _RSA.Signing.PrivateKey(keySize: .bits2048)
            let der = privateKey.derRepresentation
            return TestSigner(keyID: id, key: keyJSON("rsa", "rsassa-pss-sha256", privateKey.publicKey.pemRepresentation)) {
                let key = try! _RSA.Signing.PrivateKey(derRepresentation: der)
                return Hex.encode(try! key.signature(for: SHA256.hash(data: $0), padding: .PSS).rawRepresentation)
            }
        }
    }

    /// The same key listed under another id.
    func renamed(_ id: String) -> TestSigner { TestSigner(keyID: id, key: key, sign: sign) }

    private static func keyJSON(_ type: String, _ scheme: String, _ publicValue: String) -> TUFJSON {
        .object(["keytype": .string(type), "scheme": .string(scheme), "keyval": .object(["public": .string(publicValue)])])
    }
}
