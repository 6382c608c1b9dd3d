import ArgumentParser

/// `hybrid bench <suite>`: release-build measurements, each suite printing one
/// JSON object with `--json`, measured side by side with the peer technique.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure HybridKit against the techniques it replaces (use a release build).",
        subcommands: [
            BenchLoadCommand.self, BenchIdleCommand.self, BenchBridgeCommand.self, BenchCookiesCommand.self,
            BenchRecoveryCommand.self, BenchOfflineCommand.self, BenchPoolCommand.self, BenchNavigatorCommand.self,
            BenchCacheCommand.self, BenchStorageCommand.self, BenchSoakCommand.self, BenchUpdateCommand.self,
        ]
    )
}
