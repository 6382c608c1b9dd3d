import ArgumentParser
import HybridCore
import HybridWebKitGTK

@main
struct HybridCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hybrid",
        abstract: "Run, test and measure HybridKit pages in a real WebKit.",
        version: "hybrid \(HybridKitVersion.current) (HybridKit \(HybridKitVersion.current), WebKitGTK \(GTKEngine.webKitVersion))",
        subcommands: [DemoCommand.self, RunCommand.self, PackageCommand.self, StorageCommand.self, CookiesCommand.self, BenchCommand.self, TUFClientSubcommand.self]
    )
}
