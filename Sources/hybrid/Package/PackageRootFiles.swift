import ArgumentParser
import Foundation
import HybridEngineSupport
import HybridOffline

/// Root documents on the publisher's disk: `NAME.json` with its signatures in `NAME.sig` beside it,
/// the pair a feed holds as `roots/<version>.json|sig` and an app ships.
enum PackageRootFiles {
    /// `root.json` → `root.sig`; a name without `.json` gets `.sig` added.
    static func signaturePath(of path: String) -> String {
        (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + ".sig"
    }

    /// The root at `path` and its signatures (none yet when the `.sig` file is missing).
    static func read(_ path: String) throws -> SignedRoot {
        guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("there is no root document at \(path)") }
        return try SignedRoot(documentData: data, signatures: FileManager.default.contents(atPath: signaturePath(of: path)) ?? Data())
    }

    /// Writes the document, then its signatures beside it.
    static func write(_ root: SignedRoot, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try root.documentData.write(to: url, options: .atomic)
        try root.signatures.write(to: URL(fileURLWithPath: signaturePath(of: path)), options: .atomic)
    }

    /// A key file of either kind: a private key names its public key and can sign; a KEY.pub only names.
    static func key(_ path: String) throws -> (publicKey: PackagePublicKey, signing: PackageSigningKey?) {
        if let signing = try? PackageCLI.signingKey(path) { return (signing.publicKey, signing) }
        return (try PackageCLI.publicKey(path), nil)
    }

    /// What the root commands print: the files, the version and who signed.
    static func report(_ root: SignedRoot, at path: String) {
        PackageCLI.print([
            "ok": true, "version": .number(Double(root.version)), "expires": .number(Double(root.document.expires)),
            "root": .string(path), "signatures": .string(signaturePath(of: path)),
            "signed_by": .array(root.signatureKeyIDs.map { .string($0) }),
        ])
    }
}
