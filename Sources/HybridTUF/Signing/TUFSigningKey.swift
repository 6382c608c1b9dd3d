import Crypto
import Foundation

/// An Ed25519 private key that signs TUF metadata. Its key id is the one
/// python-tuf and securesystemslib give the same key (SHA-256 of the canonical
/// JSON of its public form), so metadata written here reads the same everywhere.
public struct TUFSigningKey: Sendable {
    /// Raw bytes rather than the Crypto key, which is not `Sendable`; checked valid on init.
    private let raw: Data

    /// The 32-byte raw private key; throws when the bytes are not one.
    public init(rawEd25519 raw: Data) throws(TUFError) {
        guard (try? Curve25519.Signing.PrivateKey(rawRepresentation: raw)) != nil else {
            throw .unsupportedKey(keyID: "", reason: "not 32 bytes of an Ed25519 private key")
        }
        self.raw = raw
    }

    private var key: Curve25519.Signing.PrivateKey { try! Curve25519.Signing.PrivateKey(rawRepresentation: raw) }

    /// The public key as metadata lists it.
    public var publicKey: TUFKey { TUFKey(ed25519PublicRaw: key.publicKey.rawRepresentation) }

    public var keyID: String { publicKey.keyID }

    /// The hex signature over `message` (the canonical bytes of a `signed` part).
    public func sign(_ message: [UInt8]) -> String {
        Hex.encode(Array((try? key.signature(for: message)) ?? Data()))
    }
}

extension TUFKey {
    /// An Ed25519 public key from its 32 raw bytes.
    public init(ed25519PublicRaw raw: Data) {
        self.init(keyType: "ed25519", scheme: "ed25519", publicValue: Hex.encode(Array(raw)))
    }

    /// The key as metadata lists it under `keys`.
    public var json: TUFJSON {
        .object(["keytype": .string(keyType), "scheme": .string(scheme), "keyval": .object(["public": .string(publicValue ?? "")])])
    }

    /// SHA-256 of the canonical JSON of ``json``, in hex: the id securesystemslib computes.
    public var keyID: String {
        Hex.encode(Array(SHA256.hash(data: (try? CanonicalJSON.encode(json)) ?? [])))
    }
}
