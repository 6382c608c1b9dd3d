import ArgumentParser
import HybridOffline

/// `hybrid package root sign --root N.root.json --key K`: adds signatures to a root.
struct PackageRootSignCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign", abstract: "Add signatures to a root: the previous root's root keys sign a rotation.")

    @Option(help: "The root file to sign, in place.") var root: String
    @Option(help: "A private key file to sign with (repeat it).") var key: [String]

    func run() throws {
        try PackageCLI.run {
            let signed = try FeedRoot.sign(try PackageKeyFile.readFile(root), with: try key.map(PackageCLI.signingKey))
            try PackageKeyFile.writeFile(signed, to: root)
            PackageRootReport.print(signed, at: root)
        }
    }
}
