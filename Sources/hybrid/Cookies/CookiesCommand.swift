import ArgumentParser

/// `hybrid cookies …`: tools for the container's cookie jar.
struct CookiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cookies",
        abstract: "Check the HybridKit cookie jar against cookie test suites (hybrid bench cookies measures it).",
        subcommands: [CookiesCheckCommand.self]
    )
}
