import ArgumentParser
import Foundation
import HybridOffline

/// `hybrid package confirm --store DIR --public-key KEY.pub|--root ROOT.json`: what an app does
/// once the current version booted, so the next install keeps it to roll back to.
struct PackageConfirmCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "confirm", abstract: "Mark the current version as booted, so it stays to roll back to.")

    @Option(help: "The store folder.") var store: String
    @OptionGroup var trust: PackageTrustOptions

    func run() throws {
        try PackageCLI.run {
            let store = try trust.store(self.store)
            try store.confirmCurrent()
            let current = try store.current()
            PackageCLI.print(["ok": true, "version": current.map { .string($0.version) } ?? .null, "confirmed": true])
        }
    }
}
