import Crypto
import Foundation
import HybridTUF

/// The private key a publisher signs packages with. Its key file is one line,
/// `ed25519-private:` and the raw key in base64; keep it out of the app.
public struct PackageSigningKey: Sendable {
    static let label = "ed25519-private:"
    /// Raw bytes rather than the Crypto key, which is not `Sendable`; checked valid on init.
    private let raw: Data

    public static func generate() -> PackageSigningKey { PackageSigningKey(raw: Curve25519.Signing.PrivateKey().rawRepresentation) }

    private init(raw: Data) { self.raw = raw }

    public init(fileText: String) throws {
        raw = try KeyText.decode(fileText, label: Self.label)
        guard (try? key()) != nil else { throw OfflinePackageError.invalidKey("not an Ed25519 private key") }
    }

    private func key() throws -> Curve25519.Signing.PrivateKey { try .init(rawRepresentation: raw) }

    public var fileText: String { Self.label + raw.base64EncodedString() + "\n" }
    public var publicKey: PackagePublicKey { PackagePublicKey(raw: (try! key()).publicKey.rawRepresentation) }

    func sign(_ data: Data) throws -> Data { try key().signature(for: data) }

    /// The same key signing TUF metadata (a feed's targets, snapshot or timestamp, or a root).
    public var tufKey: TUFSigningKey { try! TUFSigningKey(rawEd25519: raw) }
}

/// The public key an app ships to verify packages: `ed25519-public:` and the raw key in base64.
public struct PackagePublicKey: Sendable {
    static let label = "ed25519-public:"
    private let raw: Data

    init(raw: Data) { self.raw = raw }

    public init(fileText: String) throws {
        raw = try KeyText.decode(fileText, label: Self.label)
        guard (try? Curve25519.Signing.PublicKey(rawRepresentation: raw)) != nil else {
            throw OfflinePackageError.invalidKey("not an Ed25519 public key")
        }
    }

    public var fileText: String { Self.label + raw.base64EncodedString() + "\n" }

    /// The key's name in a root document and a `.sig` line: SHA-256 of the raw key, in hex,
    /// so no other key can claim it.
    public var keyID: String { PackageDigest.hex(SHA256.hash(data: raw)) }

    /// The same key as TUF metadata lists it.
    public var tufKey: TUFKey { TUFKey(ed25519PublicRaw: raw) }

    /// The raw key in base64, as a root document lists it.
    var rawBase64: String { raw.base64EncodedString() }

    /// A key as a root document lists it: 32 bytes of base64 that are an Ed25519 public key.
    init?(rootEntry text: String) {
        guard let raw = Data(base64Encoded: text), raw.count == 32,
              (try? Curve25519.Signing.PublicKey(rawRepresentation: raw)) != nil else { return nil }
        self.raw = raw
    }

    func verifies(_ signature: Data, for data: Data) -> Bool {
        (try? Curve25519.Signing.PublicKey(rawRepresentation: raw))?.isValidSignature(signature, for: data) ?? false
    }
}

/// Reads `label` + base64 key files; a private key given where a public one belongs (or the reverse) is refused by name.
enum KeyText {
    static func decode(_ text: String, label: String) throws -> Data {
        let line = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard line.hasPrefix(label) else { throw OfflinePackageError.invalidKey("the key file does not start with \(label)") }
        guard let raw = Data(base64Encoded: String(line.dropFirst(label.count))), raw.count == 32 else {
            throw OfflinePackageError.invalidKey("the key is not 32 bytes of base64")
        }
        return raw
    }
}
