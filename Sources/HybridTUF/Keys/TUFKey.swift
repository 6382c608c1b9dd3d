import Crypto
import _CryptoExtras

/// A public key as TUF metadata lists it. Its id is the one the metadata gives:
/// clients do not recompute key ids (the specification lets repositories choose them).
/// A key of a type this client does not know parses, but never verifies anything,
/// so a root can carry keys for other clients.
public struct TUFKey: Sendable, Hashable {
    public let keyType: String
    public let scheme: String
    public let publicValue: String?

    public init(keyType: String, scheme: String, publicValue: String?) {
        self.keyType = keyType
        self.scheme = scheme
        self.publicValue = publicValue
    }

    init(json: TUFJSON, keyID: String) throws(TUFError) {
        guard let keyType = json["keytype"]?.stringValue, let scheme = json["scheme"]?.stringValue,
              let keyValue = json["keyval"]?.objectValue else {
            throw .malformedMetadata("key \(keyID) lacks keytype, scheme or keyval")
        }
        self.init(keyType: keyType, scheme: scheme, publicValue: keyValue["public"]?.stringValue)
    }

    /// Whether `signatureHex` is this key's signature over `message`. Any failure to
    /// read the key or the signature is a "no": one bad key must not fail a threshold
    /// that other keys meet.
    public func verifies(signatureHex: String, message: [UInt8]) -> Bool {
        guard let signature = Hex.decode(signatureHex), !signature.isEmpty, let publicValue else { return false }
        do {
            switch (keyType, scheme) {
            case ("ed25519", "ed25519"):
                guard let raw = Hex.decode(publicValue), raw.count == 32, !Ed25519SmallOrder.contains(raw) else { return false }
                let key = try Curve25519.Signing.PublicKey(rawRepresentation: raw)
                return key.isValidSignature(signature, for: message)
            case ("ecdsa", "ecdsa-sha2-nistp256"), ("ecdsa-sha2-nistp256", "ecdsa-sha2-nistp256"):
                let key = try Self.p256Key(publicValue)
                let parsed = try P256.Signing.ECDSASignature(derRepresentation: signature)
                return key.isValidSignature(parsed, for: message)
            case ("rsa", "rsassa-pss-sha256"):
                let key = try _RSA.Signing.PublicKey(pemRepresentation: publicValue)
                let parsed = _RSA.Signing.RSASignature(rawRepresentation: signature)
                return key.isValidSignature(parsed, for: SHA256.hash(data: message), padding: .PSS)
            default:
                return false
            }
        } catch {
            return false
        }
    }

    /// A P-256 key given as PEM (SubjectPublicKeyInfo) or as hex of its SEC 1 point.
    private static func p256Key(_ text: String) throws -> P256.Signing.PublicKey {
        if text.contains("-----BEGIN") { return try P256.Signing.PublicKey(pemRepresentation: text) }
        guard let raw = Hex.decode(text) else { throw TUFError.unsupportedKey(keyID: "", reason: "not PEM or hex") }
        if raw.count == 33 { return try P256.Signing.PublicKey(compressedRepresentation: raw) }
        return try P256.Signing.PublicKey(x963Representation: raw)
    }
}
