import ArgumentParser
import Foundation
import HybridOffline

/// `hybrid package confirm --store DIR --public-key KEY.pub`: what an app does
/// once the current version booted, so the next install keeps it to roll back to.
struct PackageConfirmCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "confirm", abstract: "Mark the current version as booted, so it stays to roll back to.")

    @Option(help: "The store folder.") var store: String
    @Option(name: [.customLong("public-key"), .customLong("key")], help: "The public key file (KEY.pub from hybrid package keygen).") var publicKey: String

    func run() throws {
        try PackageCLI.run {
            let store = try PackageStore(root: URL(fileURLWithPath: self.store), publicKey: try PackageCLI.publicKey(publicKey))
            try store.confirmCurrent()
            let current = try store.current()
            PackageCLI.print(["ok": true, "version": current.map { .string($0.version) } ?? .null, "confirmed": true])
        }
    }
}
