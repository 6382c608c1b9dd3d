import ArgumentParser
import Foundation
import HybridOffline

/// `hybrid package create FOLDER --version V --key KEY --output PKG.zip`.
struct PackageCreateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "create", abstract: "Zip a folder with a signed manifest.")

    @Argument(help: "The folder of the H5 app.") var folder: String
    @Option(help: "The package version (letters, digits, '.', '_', '-').") var version: String
    @Option(help: "The page the container opens.") var entry = "index.html"
    @Option(name: [.customLong("private-key"), .customLong("key")], help: "The private key file (hybrid package keygen); --key is the older name.") var key: String
    @Option(help: "The zip to write.") var output: String
    @Option(help: "An offline app's id the package is for (signed into the manifest).") var app: String?
    @Option(help: "A bridge module (ui) or method (share.share) the package's pages may call (repeat it).") var capability: [String] = []

    func run() throws {
        try PackageCLI.run {
            if let app { try OfflineApps.check(app) }
            let manifest = try PackageBuilder.build(folder: URL(fileURLWithPath: folder), version: version, entry: entry, app: app,
                                                    capabilities: capability.isEmpty ? nil : capability,
                                                    key: try PackageCLI.signingKey(key), output: URL(fileURLWithPath: output))
            PackageCLI.print(["ok": true, "version": .string(manifest.version), "files": .number(Double(manifest.files.count)),
                              "output": .string(output)])
        }
    }
}
