import ArgumentParser
import Foundation
import HybridEngineSupport
import HybridOffline

/// `hybrid package publish DIST --version V --channel C --key KEY [--key KEY2 …] [--root ROOT.json …] --feed FOLDER`.
struct PackagePublishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish", abstract: "Add a version to a static update feed and point a channel at it.")

    @Argument(help: "The folder of the H5 app.") var folder: String
    @Option(help: "The package version (comparable, e.g. 2.1.0).") var version: String
    @Option(help: "The page the container opens.") var entry = "index.html"
    @Option(help: "The channel to point at this version.") var channel: String
    @Option(name: [.customLong("private-key"), .customLong("key")],
            help: "The private key file (hybrid package keygen); repeat it to sign with several keys; --key is the older name.")
    var key: [String]
    @Option(help: "A root to add under the feed's roots/ (its .sig beside it), checked as devices check it; repeat it, oldest first.")
    var root: [String] = []
    @Option(help: "The feed folder to write; upload it to any static host.") var feed: String
    @Option(help: "The lowest native app version that may run it.") var minimumAppVersion = "0.0.0"
    @Option(help: "Hours until devices stop believing the channel document.") var expiresInHours = 168.0
    @Option(help: "Percentage of devices (0–100) that take the version.") var rollout = 100
    @Flag(help: "Publish a version lower than the channel's (devices that took the higher one still refuse it).") var allowDowngrade = false

    func run() throws {
        try PackageCLI.run {
            let result = try FeedPublisher.publish(
                folder: URL(fileURLWithPath: folder), version: version, entry: entry, channel: channel,
                keys: try key.map(PackageCLI.signingKey), roots: try root.map(PackageRootFiles.read), feed: URL(fileURLWithPath: feed),
                minimumAppVersion: minimumAppVersion, lifetime: expiresInHours * 3600, rolloutPercent: rollout,
                allowingDowngrade: allowDowngrade)
            var line: [String: JSONValue] = [
                "ok": true, "version": .string(version), "channel": .string(channel),
                "serial": .number(Double(result.channel.serial)), "expires": .number(Double(result.channel.expires)),
                "files_written": .number(Double(result.filesWritten)), "files_reused": .number(Double(result.filesReused)),
            ]
            if !root.isEmpty { line["roots_added"] = .array(result.rootsAdded.map { .number(Double($0)) }) }
            PackageCLI.print(line)
        }
    }
}
