import ArgumentParser
import Foundation
import HybridCore
import HybridOffline
import HybridVocabulary

/// `hybrid package install PKG.zip --store DIR --public-key KEY.pub [--allow-downgrade]`.
///
/// A version lower than the highest the store has accepted fails with
/// `version_downgrade`; `--allow-downgrade` installs it and says `"downgradedFrom"`.
///
/// The hidden `--pause-at STEP` prints `paused-at STEP` and stops there for
/// good, so a crash test can `kill -9` the process at that exact step.
struct PackageInstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "install", abstract: "Install a package into a store and make it current.")

    @Argument(help: "The package zip.") var package: String
    @Option(help: "The store folder.") var store: String
    @Option(help: "The public key file.") var publicKey: String
    @Flag(help: "Install even when the version is lower than the highest this store has accepted.") var allowDowngrade = false
    @Option(help: .hidden) var pauseAt: String?

    func validate() throws {
        if let pauseAt, InstallStep(rawValue: pauseAt) == nil {
            throw ValidationError("--pause-at takes one of \(InstallStep.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        let pause = pauseAt.flatMap(InstallStep.init(rawValue:))
        try PackageCLI.run {
            let store = try PackageStore(root: URL(fileURLWithPath: self.store), publicKey: try PackageCLI.publicKey(publicKey))
            let installer = PackageInstaller(store: store) { step in
                guard step == pause else { return }
                FileHandle.standardOutput.write(Data("paused-at \(step.rawValue)\n".utf8))
                while true { sleep(3600) }
            }
            let result = try installer.install(URL(fileURLWithPath: package), allowingDowngrade: allowDowngrade)
            var line: [String: JSONValue] = ["ok": true, "version": .string(result.installed.version), "folder": .string(result.installed.folderName)]
            if let from = result.downgradedFrom { line["downgradedFrom"] = .string(from) }
            PackageCLI.print(line)
        }
    }
}
