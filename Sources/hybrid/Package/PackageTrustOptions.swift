import ArgumentParser
import Foundation
import HybridOffline

/// `--public-key KEY.pub` or `--root ROOT.json`: what a store trusts, as an app configures it.
struct PackageTrustOptions: ParsableArguments {
    @Option(name: [.customLong("public-key"), .customLong("key")],
            help: "The public key file (KEY.pub from hybrid package keygen); --key is the older name.")
    var publicKey: String?
    @Option(help: "Instead of --public-key: the root the app ships (from hybrid package root init; its .sig beside it).") var root: String?

    func validate() throws {
        guard (publicKey == nil) != (root == nil) else { throw ValidationError("give --public-key or --root, one of the two") }
    }

    func trust() throws -> PublisherTrust {
        if let publicKey { return PublisherTrust(publicKey: try PackageCLI.publicKey(publicKey)) }
        let shipped = try PackageRootFiles.read(root ?? "")
        return try PublisherTrust(rootDocument: shipped.documentData, signatures: shipped.signatures)
    }

    /// The store at `path`, trusting what these options say.
    func store(_ path: String, willWriteRoot: @escaping @Sendable (RootRecordStep) throws -> Void = { _ in }) throws -> PackageStore {
        try PackageStore(root: URL(fileURLWithPath: path), trust: try trust(), willWriteRoot: willWriteRoot)
    }
}
