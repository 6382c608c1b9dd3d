import ArgumentParser

/// `hybrid package root …`: the feed's TUF roots, which name every role's keys, so they rotate without an app release.
struct PackageRootCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "root", abstract: "Make, rotate and sign the feed's TUF root, which names the keys of every role.",
        subcommands: [PackageRootInitCommand.self, PackageRootRotateCommand.self, PackageRootSignCommand.self])
}
