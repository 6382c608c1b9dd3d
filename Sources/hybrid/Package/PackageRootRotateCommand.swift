import ArgumentParser

/// `hybrid package root rotate --previous root.json --key … --threshold N --out next.json`: the next root.
struct PackageRootRotateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotate", abstract: "Write the next root (the previous version + 1) naming the keys given.",
        discussion: """
            The private keys given sign it as its own; devices take it only once a threshold \
            of the previous root's root keys signed it too (hybrid package root sign):

              hybrid package root rotate --previous root.json --key c.key \\
                  --key d.key --threshold 2 --out next.json
              hybrid package root sign --root next.json --key a.key --key b.key
            """)

    @Option(help: "The root devices trust now; the new one gets its version + 1.") var previous: String
    @OptionGroup var roles: PackageRootKeyOptions

    func run() throws {
        try PackageCLI.run { try roles.write(version: try PackageRootFiles.read(previous).version + 1) }
    }
}
