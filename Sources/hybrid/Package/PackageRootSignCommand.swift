import ArgumentParser

/// `hybrid package root sign --root next.json --key K`: adds signatures to a root's `.sig`.
struct PackageRootSignCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign", abstract: "Add signatures to a root: the previous root's keys sign a rotation.")

    @Option(help: "The root document to sign; its .sig file beside it gets the signatures.") var root: String
    @Option(help: "A private key file to sign with (repeat it).") var key: [String]

    func run() throws {
        try PackageCLI.run {
            let signed = try PackageRootFiles.read(root).signed(by: try key.map(PackageCLI.signingKey))
            try PackageRootFiles.write(signed, to: root)
            PackageRootFiles.report(signed, at: root)
        }
    }
}
