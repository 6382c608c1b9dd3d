import ArgumentParser
import Foundation
import HybridOffline

/// `hybrid package rollback --store DIR --public-key KEY.pub`: the previous
/// (confirmed) version becomes current again and the one after it is removed.
struct PackageRollbackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rollback", abstract: "Make the previous version current again and remove the current one.")

    @Option(help: "The store folder.") var store: String
    @Option(name: [.customLong("public-key"), .customLong("key")], help: "The public key file (KEY.pub from hybrid package keygen).") var publicKey: String

    func run() throws {
        try PackageCLI.run {
            let store = try PackageStore(root: URL(fileURLWithPath: self.store), publicKey: try PackageCLI.publicKey(publicKey))
            let from = try store.current()?.version
            guard let restored = try store.rollBack() else {
                PackageCLI.print(["ok": false, "code": "nothing_to_roll_back", "message": .string(
                    "there is no previous version to go back to: a version is kept for that only when it had confirmed "
                    + "its boot (hybrid package confirm, or an app's boot) before the next one was installed")])
                throw ExitCode(1)
            }
            PackageCLI.print(["ok": true, "version": .string(restored.version), "rolledBackFrom": from.map { .string($0) } ?? .null])
        }
    }
}
