import ArgumentParser
import Foundation
import HybridTUF

/// The tuf-conformance client protocol (its CLIENT-CLI.md): `init`, `refresh` and
/// `download`, options before or after the command, exit 0 on success and 1 on any
/// failure, with the reason on standard error. Shared by `hybrid tuf-client` and
/// the standalone `hybrid-tuf-client`.
public struct TUFClientOptions: ParsableArguments {
    public enum Action: String, ExpressibleByArgument, Sendable {
        case initialize = "init", refresh, download
    }

    @Option(name: .customLong("metadata-dir"), help: "The folder of trusted metadata (root.json, timestamp.json, ...).")
    var metadataDir: String
    @Option(name: .customLong("metadata-url"), help: "The repository's metadata base URL.")
    var metadataURL: String?
    @Option(name: .customLong("target-name"), help: "A target path to download; repeat for several, fetched in order.")
    var targetNames: [String] = []
    @Option(name: .customLong("target-base-url"), help: "The repository's targets base URL.")
    var targetBaseURL: String?
    @Option(name: .customLong("target-dir"), help: "The folder downloaded targets are kept in.")
    var targetDir: String?
    @Option(name: .customLong("deadline"), help: "Seconds one download may take in all.")
    var deadline: Double = 60
    @Argument(help: "init, refresh or download.")
    var action: Action
    @Argument(help: "For init: the file holding the trusted root.")
    var trustedRoot: String?

    public init() {}

    public func validate() throws {
        switch action {
        case .initialize where trustedRoot == nil: throw ValidationError("init needs the trusted root file")
        case .refresh where metadataURL == nil, .download where metadataURL == nil: throw ValidationError("--metadata-url is required")
        case .download where targetDir == nil || targetBaseURL == nil || targetNames.isEmpty:
            throw ValidationError("download needs --target-name, --target-base-url and --target-dir")
        default: break
        }
    }

    /// Runs the action; throws `ExitCode(1)` after printing why it failed.
    public func run() throws {
        do {
            try perform()
        } catch {
            FileHandle.standardError.write(Data("tuf-client \(action.rawValue): \(error.code): \(error.message)\n".utf8))
            throw ExitCode(1)
        }
    }

    private func perform() throws(TUFError) {
        switch action {
        case .initialize:
            guard let trustedRoot, let bytes = FileManager.default.contents(atPath: trustedRoot) else {
                throw .storage("cannot read the trusted root file \(trustedRoot ?? "")")
            }
            try TUFUpdater.initialize(metadataFolder: metadataDir, trustedRoot: Array(bytes))
        case .refresh:
            let updater = makeUpdater()
            try BlockingRun.wait { () async throws(TUFError) in try await updater.refresh() }
        case .download:
            let (updater, names, folder) = (makeUpdater(), targetNames, targetDir ?? ".")
            try BlockingRun.wait { () async throws(TUFError) in
                try await updater.refresh()
                for name in names {
                    let target = try await updater.targetInfo(for: name)
                    _ = try await updater.download(target, to: folder)
                }
            }
        }
    }

    private func makeUpdater() -> TUFUpdater {
        TUFUpdater(metadataFolder: metadataDir, metadataBaseURL: metadataURL ?? "", targetBaseURL: targetBaseURL,
                   fetcher: URLSessionFetcher(limits: FetchLimits(idle: min(20, deadline), total: deadline)))
    }
}
