import ArgumentParser
import Foundation
import HybridVocabulary
import HybridOffline

/// `hybrid package publish DIST --version V --channel C --feed FOLDER --targets-key K --snapshot-key K --timestamp-key K [--root R …]`.
struct PackagePublishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish", abstract: "Add a version to a static update feed (a TUF repository) and point a channel at it.",
        discussion: """
            Each role signs with its own keys, checked against the feed's newest root before \
            anything is written; the output says which key signed what. The root keys are \
            not needed here: keep them offline.
            """)

    @Argument(help: "The folder of the H5 app.") var folder: String
    @Option(help: "The package version (comparable, e.g. 2.1.0).") var version: String
    @Option(help: "The page the container opens.") var entry = "index.html"
    @Option(help: "The channel to point at this version.") var channel: String
    @Option(help: "A targets private key (repeat it to meet the root's threshold).") var targetsKey: [String]
    @Option(help: "A snapshot private key (repeat it).") var snapshotKey: [String]
    @Option(help: "A timestamp private key (repeat it).") var timestampKey: [String]
    @Option(help: "A root file to add to the feed first (repeat it, oldest first), checked as devices check it.")
    var root: [String] = []
    @Option(help: "The feed folder to write; upload it to any static host.") var feed: String
    @Option(help: "An offline app's id: the manifest says the package is for it, and it goes to FEED/<id>/, that app's own feed.")
    var app: String?
    @Option(help: "A bridge module (ui) or method (share.share) the package's pages may call (repeat it); signed into the manifest.")
    var capability: [String] = []
    @Flag(help: "Sign an empty capabilities list into the manifest: its pages may call no module at all.") var noCapabilities = false
    @Option(help: "The lowest native app version that may run it.") var minimumAppVersion = "0.0.0"
    @Option(help: "Percentage of devices (0–100) that take the version.") var rollout = 100
    @Option(help: "Days until devices stop believing the targets metadata.") var targetsExpiresDays = 90.0
    @Option(help: "Days until devices stop believing the snapshot.") var snapshotExpiresDays = 7.0
    @Option(help: "Hours until devices stop believing the timestamp (renew it with hybrid package timestamp).") var timestampExpiresHours = 24.0
    @Flag(help: "Publish a version lower than the channel's (devices that took the higher one still refuse it).") var allowDowngrade = false

    func validate() throws {
        guard targetsExpiresDays > 0, snapshotExpiresDays > 0, timestampExpiresHours > 0 else {
            throw ValidationError("expiry times must be positive")
        }
    }

    func run() throws {
        try PackageCLI.run {
            let keys = FeedPublisher.Keys(targets: try targetsKey.map(PackageCLI.signingKey), snapshot: try snapshotKey.map(PackageCLI.signingKey),
                                          timestamp: try timestampKey.map(PackageCLI.signingKey))
            let result = try FeedPublisher.publish(
                folder: URL(fileURLWithPath: folder), version: version, entry: entry, app: app,
                capabilities: capability.isEmpty && !noCapabilities ? nil : capability, channel: channel, keys: keys,
                roots: try root.map(PackageKeyFile.readFile), feed: try PackageCLI.appFolder(feed, app: app), minimumAppVersion: minimumAppVersion,
                rolloutPercent: rollout,
                lifetimes: .init(targets: targetsExpiresDays * 86_400, snapshot: snapshotExpiresDays * 86_400, timestamp: timestampExpiresHours * 3600),
                allowingDowngrade: allowDowngrade)
            PackageCLI.print([
                "ok": true, "version": .string(version), "channel": .string(channel), "app": app.map(JSONValue.string) ?? .null,
                "capabilities": result.manifest.capabilities.map { .array($0.map(JSONValue.string)) } ?? .null,
                "files_written": .number(Double(result.filesWritten)), "files_reused": .number(Double(result.filesReused)),
                "roots_added": .array(result.rootsAdded.map { .number(Double($0)) }),
                "targets_version": .number(Double(result.metadata.targetsVersion)),
                "snapshot_version": .number(Double(result.metadata.snapshotVersion)),
                "timestamp_version": .number(Double(result.metadata.timestampVersion)),
                "signed_by": .object(result.metadata.signedBy.mapValues { .array($0.map(JSONValue.string)) }),
            ])
        }
    }
}

/// `hybrid package timestamp --feed FOLDER --timestamp-key K`: renews the feed's freshness.
struct PackageTimestampCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timestamp", abstract: "Sign a new timestamp for what the feed publishes, so devices keep trusting it.",
        discussion: "Run it more often than --expires-hours (e.g. hourly from a job with only the timestamp key).")

    @Option(help: "The feed folder.") var feed: String
    @Option(help: "A timestamp private key (repeat it).") var timestampKey: [String]
    @Option(help: "Hours until devices stop believing it.") var expiresHours = 24.0

    func run() throws {
        try PackageCLI.run {
            let version = try FeedPublisher.renewTimestamp(feed: URL(fileURLWithPath: feed), keys: try timestampKey.map(PackageCLI.signingKey),
                                                           lifetime: expiresHours * 3600)
            PackageCLI.print(["ok": true, "timestamp_version": .number(Double(version))])
        }
    }
}
