import ArgumentParser
import HybridOffline

/// `hybrid package root rotate --previous N.root.json [role keys] --out N+1.root.json`: the next root.
struct PackageRootRotateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotate", abstract: "Write the next root (the previous version + 1), replacing the roles whose keys are given.",
        discussion: """
            Roles not named keep the previous root's keys. The private root keys given sign it \
            as its own; devices take it once a threshold of the previous root's root keys signed \
            it too (hybrid package root sign). A leaked targets key is rotated out like this, and \
            what only it signed stops opening on devices:

              hybrid package root rotate --previous 1.root.json --root-key root-a.key \\
                  --targets-key targets-2.key.pub --out 2.root.json
              hybrid package root sign --root 2.root.json --key root-a.key
            """)

    @Option(help: "The root devices trust now; the new one gets its version + 1.") var previous: String
    @OptionGroup var roles: PackageRootKeyOptions

    func run() throws {
        try PackageCLI.run {
            let next = try FeedRoot.next(after: try PackageKeyFile.readFile(previous), changes: try roles.roles(),
                                         expires: roles.expires, signers: try roles.rootSigners())
            try roles.write(next)
        }
    }
}
