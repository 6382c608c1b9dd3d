import ArgumentParser
import Foundation
import HybridOffline

/// What `root init` and `root rotate` share: the keys of the root and publish roles,
/// their thresholds, the expiry and where the root goes.
struct PackageRootKeyOptions: ParsableArguments {
    @Option(help: "A root key file (repeat it): a private key also signs this root, a KEY.pub only names it.") var key: [String]
    @Option(help: "How many root keys must sign the next root.") var threshold = 1
    @Option(help: "A key that signs packages and channel documents (repeat it; KEY.pub is enough). Default: the root keys.")
    var publishKey: [String] = []
    @Option(help: "How many publish keys must sign a package or channel document. Default: --threshold.") var publishThreshold: Int?
    @Option(help: "Days until updates stop under this root, unless a newer root is published.") var expiresDays = 365
    @Option(help: "The root document to write (e.g. root.json); its signatures go beside it (root.sig).") var out: String

    func validate() throws {
        guard (1...3650).contains(expiresDays) else { throw ValidationError("--expires-days must be 1 to 3650") }
    }

    /// Writes root `version` naming these keys, signed by the private root keys given, and prints it.
    func write(version: Int64) throws {
        let rootKeys = try key.map(PackageRootFiles.key)
        let publishKeys = publishKey.isEmpty ? rootKeys : try publishKey.map(PackageRootFiles.key)
        let document = RootDocument(
            version: version, expires: Int64(Date().timeIntervalSince1970) + Int64(expiresDays) * 86_400,
            rootKeys: rootKeys.map(\.publicKey), rootThreshold: threshold,
            publishKeys: publishKeys.map(\.publicKey), publishThreshold: publishThreshold ?? threshold)
        let root = try SignedRoot(documentData: try document.encoded(), signatures: Data()).signed(by: rootKeys.compactMap(\.signing))
        try PackageRootFiles.write(root, to: out)
        PackageRootFiles.report(root, at: out)
    }
}
