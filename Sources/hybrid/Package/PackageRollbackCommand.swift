import ArgumentParser
import Foundation
import HybridOffline

/// `hybrid package rollback --store DIR --public-key KEY.pub|--root ROOT.json`: the previous
/// (confirmed) version becomes current again and the one after it is removed.
struct PackageRollbackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rollback", abstract: "Make the previous version current again and remove the current one.")

    @Option(help: "The store folder.") var store: String
    @OptionGroup var trust: PackageTrustOptions

    func run() throws {
        try PackageCLI.run {
            let store = try trust.store(self.store)
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
