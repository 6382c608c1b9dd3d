import ArgumentParser

/// `hybrid package root init --key K1 [--key K2 …] --threshold N --out root.json`: root version 1, the one an app ships.
struct PackageRootInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Write the first root (version 1), signed by the private keys given.",
        discussion: """
            The app ships root.json and root.sig (PublisherTrust(rootDocument:signatures:)); \
            the feed gets them with hybrid package publish --root root.json. Two keys with \
            threshold 2 mean one stolen key publishes nothing:

              hybrid package root init --key a.key --key b.key --threshold 2 \\
                  --expires-days 365 --out root.json
            """)

    @OptionGroup var roles: PackageRootKeyOptions

    func run() throws {
        try PackageCLI.run { try roles.write(version: 1) }
    }
}
