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
