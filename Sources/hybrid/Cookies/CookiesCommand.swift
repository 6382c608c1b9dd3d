import ArgumentParser

/// `hybrid cookies …`: tools for the container's cookie jar.
struct CookiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cookies",
        abstract: "Check and measure the HybridKit cookie jar.",
        subcommands: [CookiesCheckCommand.self]
    )
}
