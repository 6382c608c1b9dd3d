import ArgumentParser
import Foundation
import HybridVocabulary
import HybridOffline

/// `hybrid package export --feed FOLDER --version V --output ZIP`: a published version as a zip an app ships.
struct PackageExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write a version the feed publishes as a package zip the app can ship as its first version.",
        discussion: "The zip carries the targets metadata that lists the version, so a store trusting the feed's root installs it.")

    @Option(help: "The feed folder.") var feed: String
    @Option(help: "The published version.") var version: String
    @Option(help: "The zip to write.") var output: String
    @Option(help: "An offline app's id: the version comes from FEED/<id>/, that app's own feed.") var app: String?

    func run() throws {
        try PackageCLI.run {
            let manifest = try FeedPublisher.exportPackage(feed: try PackageCLI.appFolder(feed, app: app), version: version, output: URL(fileURLWithPath: output))
            PackageCLI.print(["ok": true, "version": .string(manifest.version), "files": .number(Double(manifest.files.count)),
                              "output": .string(output)])
        }
    }
}
