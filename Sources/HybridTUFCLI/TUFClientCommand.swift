import ArgumentParser

/// The standalone `hybrid-tuf-client` command: the conformance client protocol
/// without the rest of HybridKit (no WebKit to build or link).
public struct TUFClientCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "hybrid-tuf-client",
        abstract: "A TUF client: init a trusted root, refresh metadata, download targets.")

    @OptionGroup var options: TUFClientOptions

    public init() {}

    public func run() throws {
        try options.run()
    }
}
