import ArgumentParser
import HybridOffline

/// `hybrid package root init …`: root version 1 of the feed, the one an app ships.
struct PackageRootInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Write the feed's first TUF root (version 1), signed by the private root keys given.",
        discussion: """
            Each role has keys of its own: root keys (offline) sign roots, targets keys sign \
            what versions and channels say, the snapshot and timestamp keys sign freshness. \
            The app ships the file (PublisherTrust(tufRoot:)); publish --root puts it in the feed:

              hybrid package root init --root-key root-a.key \\
                  --root-key root-b.key --root-threshold 2 \\
                  --targets-key targets.key.pub --snapshot-key snapshot.key.pub \\
                  --timestamp-key timestamp.key.pub --out 1.root.json
            """)

    @OptionGroup var roles: PackageRootKeyOptions

    func run() throws {
        try PackageCLI.run {
            let given = try roles.roles()
            for name in FeedRoot.roleNames where given[name] == nil {
                throw ValidationError("give at least one --\(name)-key: every role needs keys of its own")
            }
            try roles.write(try FeedRoot.make(version: 1, expires: roles.expires, roles: given, signers: try roles.rootSigners()))
        }
    }
}
