import ArgumentParser

@main
struct HybridCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hybrid",
        abstract: "Run, test and measure HybridKit pages in a real WebKit.",
        subcommands: [DemoCommand.self, RunCommand.self, PackageCommand.self, StorageCommand.self, CookiesCommand.self, BenchCommand.self]
    )
}
