import ArgumentParser
import Foundation
import HybridCore
import HybridStorage
import HybridOffline
import HybridWebKitGTK

/// `hybrid package serve PKG.zip --public-key KEY.pub` (or `--root ROOT.json`): installs the package
/// into a temporary store and opens it in the container at `app://bundle/`,
/// as an app would, boot check included: the page shows as soon as it loads,
/// and the run ends saying whether an app would keep this version.
struct PackageServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Open a package in the container and say whether an app would keep this version.",
        discussion: """
            The package is installed as an app installs a download: new and unconfirmed. Its entry page \
            shows as soon as it loads; an app then waits --boot-deadline seconds from the start of the load \
            for the page to call offline.booted and rolls the version back if it does not. The call decides, \
            whatever the page's other requests do: an image that never loads does not hold it up.

            With --store instead of a zip, the store's current version is opened as an app opens it \
            after hybrid package update; a version that boots is confirmed in that store, one that does \
            not is rolled back there.

            With --json, progress goes to standard error and standard output gets one JSON object, as \
            the other package commands print: ok, version, outcome (already_confirmed, confirmed, \
            missed_deadline or load_failed) and message; a bad package or key prints ok false, code and message.

            Exit status: 0 the page confirmed its boot; 1 it did not (an app would roll this version back); \
            3 the entry page did not load; other failures (bad package or key) exit non-zero with the reason.
            """)

    @Argument(help: "The package zip (or use --store).") var package: String?
    @Option(help: "Open this store's current version instead of a zip (what hybrid package update installed).") var store: String?
    @OptionGroup var trust: PackageTrustOptions
    @Option(help: "Fetch paths the package lacks from this URL (e.g. https://m.example.com/).") var fallback: String?
    @Option(help: "Only paths under this prefix go to --fallback (repeat it; e.g. /api/). Default: every missing path.")
    var fallbackPrefix: [String] = []
    @Option(help: "Write a PNG of the page to this path, once it loaded and looks drawn (no change for 500 ms; at most 10 s).") var screenshot: String?
    @Option(help: "Seconds to keep the page open after the boot check.") var keepOpen: Int = 0
    @Option(help: "Seconds the page has to call offline.booted (an app's bootDeadline).") var bootDeadline: Int = 10
    @Flag(help: "Print one JSON object with the verdict (progress goes to standard error).") var json = false

    /// Says why the package cannot be served, as JSON or a sentence, before any display starts.
    private static func refuse(code: String, message: String, json: Bool) -> ExitCode {
        if json { PackageCLI.print(["ok": false, "code": .string(code), "message": .string(message)]) }
        else { FileHandle.standardError.write(Data("hybrid package serve: \(message)\n".utf8)) }
        return ExitCode(1)
    }

    func run() throws {
        guard (1...600).contains(bootDeadline) else { throw ValidationError("--boot-deadline must be 1 to 600 seconds") }
        let output = DemoOutput(toStandardError: json)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-serve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // The package is checked before a display starts, so a wrong argument fails at once, in words.
        let store: PackageStore
        let version: InstalledVersion
        do {
            switch (package, self.store) {
            case (let zip?, nil):
                store = try PackageStore(root: root, trust: try trust.trust(), app: trust.app)
                version = try PackageInstaller(store: store).install(URL(fileURLWithPath: zip)).installed
            case (nil, let folder?):
                store = try trust.store(folder)
                guard let current = try store.current() else { throw OfflinePackageError.versionNotInstalled("no version is installed") }
                try store.verifyFiles(of: current)
                version = current
            default:
                throw ValidationError("give a package zip or --store, one of the two")
            }
        } catch let error as OfflinePackageError {
            throw Self.refuse(code: error.code, message: error.message, json: json)
        } catch let error as PackageUpdateError {
            throw Self.refuse(code: error.code, message: error.message, json: json)
        }
        try HeadlessDisplay.ensure { output.say($0) }
        output.say("\(package == nil ? "Opening" : "Installed") \(version.version): signature and \(version.manifest.files.count) file hashes verified")
        let fallbackRule: NetworkFallback?
        do {
            fallbackRule = try fallback.map { text in
                guard let url = URL(string: text), url.scheme != nil else { throw ValidationError("--fallback is not a URL") }
                return try NetworkFallback(baseURL: url, pathPrefixes: fallbackPrefix)
            }
        } catch let error as OfflinePackageError {
            // An http fallback, a prefix that is not canonical: said as every refusal of this command is.
            throw Self.refuse(code: error.code, message: error.message, json: json)
        }
        let (screenshot, keepOpen, deadline) = (self.screenshot, self.keepOpen, Duration.seconds(bootDeadline))
        let verdict = try MainLoop.run(timeout: .seconds(60 + keepOpen + bootDeadline)) {
            let engine = try GTKEngine()
            // An app's package is served at its own origin, app://<id>/, with the capabilities its manifest grants there.
            let host = OfflinePackageHost(store: store, server: OfflinePackageServer(host: store.app ?? "bundle", fallback: fallbackRule))
            host.bootDeadline = deadline
            try host.register(on: engine)
            let container = try WebContainer(engine: engine)
            defer { container.close() }
            let scratch = try RunScratchStorage()
            defer { scratch.remove() }
            scratch.storage.install(on: container.bridge)
            var shown: Task<Void, any Error>?
            let show = { (url: URL?, state: String) in
                guard shown == nil else { return }
                shown = Task { @MainActor in
                    let title = (try? await container.evaluateJavaScript("document.title"))?.stringValue ?? ""
                    output.say("Showing \(Self.withoutQuery(url)), title \"\(title)\"\(state)")
                    guard let screenshot else { return }
                    // A single-page app draws after load: wait until it has, as a person would.
                    _ = await PageQueries(container).waitUntilDrawn()
                    try await container.snapshotPNG().write(to: URL(fileURLWithPath: screenshot))
                    output.say("Wrote \(screenshot)")
                }
            }
            container.onNavigationEvent = { event in
                guard case .finished(let url) = event else { return }
                show(url, "; waiting up to \(deadline.components.seconds) s for offline.booted")
            }
            let outcome = try await host.open(in: container)
            // A page that confirmed while one of its requests hangs (an image) never finishes loading; it shows all the same.
            if case .confirmed = outcome { show(container.url, ", still loading") }
            let verdict = PackageServeVerdict(outcome, deadline: deadline)
            try await shown?.value
            if keepOpen > 0 { try await Task.sleep(for: .seconds(keepOpen)) }
            return verdict
        }
        if json {
            PackageCLI.print(["ok": .bool(verdict.status == 0), "version": .string(verdict.version),
                              "outcome": .string(verdict.outcome), "message": .string(verdict.text)])
        } else {
            output.say(verdict.text)
        }
        if verdict.status != 0 { throw ExitCode(verdict.status) }
    }

    /// The page's URL as the package names it, without the boot check's token.
    private static func withoutQuery(_ url: URL?) -> String {
        guard let url, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "?" }
        components.query = nil
        return components.string ?? url.absoluteString
    }
}
