import ArgumentParser
import Foundation
import HybridOffline

/// `--public-key KEY.pub` or `--root ROOT.json`: what a store trusts, as an app configures it.
struct PackageTrustOptions: ParsableArguments {
    @Option(name: [.customLong("public-key"), .customLong("key")],
            help: "The public key file (KEY.pub from hybrid package keygen); --key is the older name.")
    var publicKey: String?
    @Option(help: "Instead of --public-key: the feed's TUF root the app ships (hybrid package root init).") var root: String?
    @Option(help: "An offline app's id: its store is STORE/<id> (and its feed FEED/<id>/), holding only packages published with --app <id>.")
    var app: String?

    func validate() throws {
        guard (publicKey == nil) != (root == nil) else { throw ValidationError("give --public-key or --root, one of the two") }
    }

    func trust() throws -> PublisherTrust {
        if let publicKey { return PublisherTrust(publicKey: try PackageCLI.publicKey(publicKey)) }
        return try PublisherTrust(tufRoot: try PackageKeyFile.readFile(root ?? ""))
    }

    /// The store at `path` (`path/<app>` with `--app`), trusting what these options say.
    func store(_ path: String) throws -> PackageStore {
        let folder = try PackageCLI.appFolder(path, app: app)
        guard let app else { return try PackageStore(root: folder, trust: try trust()) }
        return try PackageStore(root: folder, trust: try trust(), app: app)
    }
}
