import Foundation

/// The Ed25519 signature over a manifest's exact bytes, stored as base64 text in `manifest.sig`.
enum PackageSignature {
    static func make(for manifestData: Data, with key: PackageSigningKey) throws -> Data {
        Data((try key.sign(manifestData).base64EncodedString() + "\n").utf8)
    }

    static func verify(signatureText: Data, manifestData: Data, with key: PackagePublicKey) throws {
        let text = String(decoding: signatureText, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let signature = Data(base64Encoded: text), key.verifies(signature, for: manifestData) else {
            throw OfflinePackageError.badSignature
        }
    }
}
