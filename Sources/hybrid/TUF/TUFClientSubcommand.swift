import ArgumentParser
import HybridTUFCLI

/// `hybrid tuf-client --metadata-dir DIR init|refresh|download …`: the TUF client
/// under the tuf-conformance protocol (see HybridTUFCLI's TUFClientOptions).
struct TUFClientSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tuf-client",
        abstract: "A TUF client: init a trusted root, refresh metadata, download targets.")

    @OptionGroup var options: TUFClientOptions

    func run() throws {
        try options.run()
    }
}
