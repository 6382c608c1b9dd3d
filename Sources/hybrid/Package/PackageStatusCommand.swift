import ArgumentParser
import Foundation
import HybridCore
import HybridOffline
import HybridVocabulary

/// `hybrid package status --store DIR --public-key KEY.pub|--root ROOT.json`: which version is
/// current, whether it confirmed its boot, and whether every file still hashes right.
struct PackageStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: "Show the current version and check all its files.")

    @Option(help: "The store folder.") var store: String
    @OptionGroup var trust: PackageTrustOptions

    func run() throws {
        try PackageCLI.run {
            let store = try trust.store(self.store)
            let rootVersion: [String: JSONValue] = store.trustedRootVersion.map { ["rootVersion": .number(Double($0))] } ?? [:]
            guard let pointer = try store.pointer(), let current = try store.current() else {
                PackageCLI.print(["ok": true, "version": .null].merging(rootVersion) { first, _ in first })
                return
            }
            try store.verifyFiles(of: current)
            PackageCLI.print([
                "ok": true, "version": .string(current.version), "folder": .string(current.folderName),
                "confirmed": .bool(pointer.confirmed), "verified": true, "previous": pointer.previous.map(JSONValue.string) ?? .null,
                "installed": .array(store.installedFolderNames().map(JSONValue.string)),
            ].merging(rootVersion) { first, _ in first })
        }
    }
}
