import ArgumentParser

/// `hybrid package …`: make, check, install and open signed offline packages.
struct PackageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "package",
        abstract: "Make, check, install, serve, publish and update signed offline packages.",
        subcommands: [PackageKeygenCommand.self, PackageCreateCommand.self, PackageVerifyCommand.self,
                      PackageInstallCommand.self, PackageStatusCommand.self, PackageServeCommand.self,
                      PackageConfirmCommand.self, PackageRollbackCommand.self, PackagePublishCommand.self, PackageTimestampCommand.self, PackageExportCommand.self, PackageUpdateCommand.self,
                      PackageRootCommand.self]
    )
}

/// `hybrid package root …`: the feed's TUF roots, which name every role's keys, so they rotate without an app release.
struct PackageRootCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "root", abstract: "Make, rotate and sign the feed's TUF root, which names the keys of every role.",
        subcommands: [PackageRootInitCommand.self, PackageRootRotateCommand.self, PackageRootSignCommand.self])
}
