import ArgumentParser

/// `hybrid package root …`: the root of trust that names the publisher keys, so they rotate without an app release.
struct PackageRootCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "root", abstract: "Make, rotate and sign the root of trust that names the publisher keys.",
        subcommands: [PackageRootInitCommand.self, PackageRootRotateCommand.self, PackageRootSignCommand.self])
}
