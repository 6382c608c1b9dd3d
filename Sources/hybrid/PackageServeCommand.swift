import ArgumentParser
import Foundation
@_spi(Engine) import HybridCore
import HybridOffline
@_spi(Engine) import HybridWebKitGTK

/// `hybrid package serve PKG.zip --public-key KEY.pub`: installs the package
/// into a temporary store and opens it in the container at `app://bundle/`,
/// as an app would, boot check included.
struct PackageServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: "Open a package in the container.")

    @Argument(help: "The package zip.") var package: String
    @Option(help: "The public key file.") var publicKey: String
    @Option(help: "Fetch paths the package lacks from this URL (e.g. https://m.example.com/).") var fallback: String?
    @Option(help: "Only paths under this prefix go to --fallback (repeat it; e.g. /api/). Default: every missing path.")
    var fallbackPrefix: [String] = []
    @Option(help: "Write a PNG of the page to this path.") var screenshot: String?
    @Option(help: "Seconds to keep the page open after it loaded.") var keepOpen: Int = 0

    func run() throws {
        let output = DemoOutput()
        try HeadlessDisplay.ensure { output.say($0) }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-serve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let store = try PackageStore(root: root, publicKey: try PackageCLI.publicKey(publicKey))
        let version = try PackageInstaller(store: store).install(URL(fileURLWithPath: package)).installed
        output.say("Installed \(version.version): signature and \(version.manifest.files.count) file hashes verified")
        let fallbackRule = try fallback.map { text in
            guard let url = URL(string: text), url.scheme != nil else { throw ValidationError("--fallback is not a URL") }
            return try NetworkFallback(baseURL: url, pathPrefixes: fallbackPrefix)
        }
        let (screenshot, keepOpen) = (self.screenshot, self.keepOpen)
        try MainLoop.run(timeout: .seconds(60 + keepOpen)) {
            let engine = try GTKEngine()
            let host = OfflinePackageHost(store: store, server: OfflinePackageServer(fallback: fallbackRule))
            try host.register(on: engine)
            let container = try WebContainer(engine: engine)
            defer { container.close() }
            let outcome = try await host.open(in: container)
            output.say("Opened \(container.state.url?.absoluteString ?? "?"), title \"\(container.state.title ?? "")\": \(outcome)")
            if let screenshot {
                try await container.snapshotPNG().write(to: URL(fileURLWithPath: screenshot))
                output.say("Wrote \(screenshot)")
            }
            if keepOpen > 0 { try await Task.sleep(for: .seconds(keepOpen)) }
        }
    }
}
