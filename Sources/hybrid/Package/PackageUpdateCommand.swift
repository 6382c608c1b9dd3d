import ArgumentParser
import Foundation
import HybridCore
import HybridOffline
import HybridWebKitGTK
import HybridVocabulary

/// `hybrid package update --feed URL --channel C --store DIR --root ROOT.json`:
/// one check of a static feed's channel (TUF's workflow: newer roots, timestamp, snapshot, targets);
/// an available version is downloaded (only files the store lacks, resumed after an
/// interruption) and installed. Prints one JSON line per event with `--events`, then the result.
///
/// The hidden `--announce-at-bytes N` prints `downloaded-at-least N` once that many
/// bytes are on disk, so a crash test can `kill -9` the process there.
struct PackageUpdateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update", abstract: "Check a channel of a static update feed and install what it offers.")

    @Option(help: "The feed's base URL (where metadata/ and targets/ are).") var feed: String
    @Option(help: "The channel to follow.") var channel: String
    @Option(help: "The store folder.") var store: String
    @OptionGroup var trust: PackageTrustOptions
    @Option(help: "This device's stable id (decides the rollout bucket).") var deviceID = "hybrid-cli"
    @Option(help: "The native app version compared with the channel's minimum.") var appVersion = "999.0.0"
    @Flag(help: "Take a channel version lower than the highest the store has accepted.") var allowDowngrade = false
    @Option(help: "Files downloaded at the same time.") var concurrency = 4
    @Flag(help: "Print every event (progress included) as a JSON line.") var events = false
    @Option(help: .hidden) var announceAtBytes: Int64?
    @Option(help: "Seconds the check's metadata may take in all, however slowly a mirror sends it.") var checkDeadline = 60.0
    @Flag(help: "Consent to capabilities the offered version's manifest adds to the installed one's (else it is reported and not installed).")
    var acceptCapabilities = false

    func validate() throws {
        // A day at most: the seconds become a Duration, which infinity or 1e300 would crash.
        guard checkDeadline.isFinite, checkDeadline > 0, checkDeadline <= 86_400 else {
            throw ValidationError("--check-deadline must be a number of seconds above 0 and at most 86400")
        }
    }

    func run() throws {
        guard let given = URL(string: feed), given.scheme == "http" || given.scheme == "https" else {
            throw ValidationError("--feed must be an http or https URL")
        }
        let base = trust.app.map { OfflineApps.feed(given, for: $0) } ?? given
        let (store, channel, deviceID, appVersion, events, announce) = (store, channel, deviceID, appVersion, events, announceAtBytes)
        let accept = acceptCapabilities
        let policy = UpdatePolicy(checkAt: [], install: .now, allowDowngrade: allowDowngrade, maximumConcurrentDownloads: concurrency,
                                  checkDeadline: .milliseconds(Int(checkDeadline * 1000)))
        let trust = trust
        try PackageCLI.run {
            let packageStore = try trust.store(store)
            let result = try MainLoop.run { () async throws -> UpdateCheckResult in
                let updater = try PackageUpdater(store: packageStore, feed: base, channel: channel, deviceID: deviceID,
                                                 appVersion: appVersion, policy: policy)
                let printer = Task { await Self.print(updater.events, all: events, announceAt: announce) }
                defer { printer.cancel() }
                let result = try await updater.checkNow()
                guard accept, case .needsConsent(let version, let added) = result else { return result }
                await updater.consent(to: version, capabilities: added)
                return try await updater.checkNow()
            }
            var line: [String: JSONValue] = ["ok": true, "result": Self.describe(result)]
            if let version = packageStore.trustedRootVersion { line["rootVersion"] = .number(Double(version)) }
            PackageCLI.print(line)
        }
    }

    private static func print(_ stream: AsyncStream<PackageUpdateEvent>, all: Bool, announceAt: Int64?) async {
        var announced = false
        for await event in stream {
            if case .progress(let progress) = event, let announceAt, !announced, progress.bytesDone >= announceAt {
                announced = true
                FileHandle.standardOutput.write(Data("downloaded-at-least \(announceAt)\n".utf8))
            }
            guard all else { continue }
            var line: [String: JSONValue] = ["event": .string(event.name)]
            if case .object(let payload) = event.bridgePayload { line.merge(payload) { first, _ in first } }
            PackageCLI.print(line)
        }
    }

    private static func describe(_ result: UpdateCheckResult) -> JSONValue {
        switch result {
        case .upToDate(let version): ["status": "upToDate", "version": .string(version)]
        case .available(let version, let files, let bytes):
            ["status": "installed", "version": .string(version), "files": .number(Double(files)), "bytes": .number(Double(bytes))]
        case .notInRollout(let version, let bucket, let percent):
            ["status": "notInRollout", "version": .string(version), "bucket": .number(Double(bucket)), "percent": .number(Double(percent))]
        case .rolledBackBefore(let version): ["status": "rolledBackBefore", "version": .string(version)]
        case .requiresNewerApp(let version, let minimum):
            ["status": "requiresNewerApp", "version": .string(version), "minimumAppVersion": .string(minimum)]
        case .needsConsent(let version, let added):
            ["status": "needsConsent", "version": .string(version), "added": .array(added.map(JSONValue.string))]
        }
    }
}
