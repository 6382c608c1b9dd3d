import Crypto
import Foundation
import X509

/// A self-signed certificate and its key, made at test time (swift-certificates,
/// swift-crypto): each test gets its own, so a certificate one test trusted is
/// new to the next.
struct TestCertificate: Sendable {
    let der: [UInt8]
    let certificatePEM: String
    let keyPEM: String
    /// `sha256/` and the base64 SHA-256 of the SubjectPublicKeyInfo, by swift-crypto.
    let pin: String
    let subject: String

    static func make(commonName: String = "127.0.0.1") throws -> TestCertificate {
        let key = P256.Signing.PrivateKey()
        let name = try DistinguishedName {
            CommonName(commonName)
            OrganizationName("HybridKit tests")
        }
        let now = Date()
        let certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: Certificate.PublicKey(key.publicKey),
            notValidBefore: now - 3600, notValidAfter: now + 86_400, issuer: name, subject: name,
            signatureAlgorithm: .ecdsaWithSHA256, extensions: Certificate.Extensions(),
            issuerPrivateKey: Certificate.PrivateKey(key))
        let pem = try certificate.serializeAsPEM()
        let spkiHash = Data(SHA256.hash(data: key.publicKey.derRepresentation)).base64EncodedString()
        return TestCertificate(der: pem.derBytes, certificatePEM: pem.pemString, keyPEM: key.pemRepresentation,
                               pin: "sha256/" + spkiHash, subject: "CN=\(commonName), O=HybridKit tests")
    }
}
