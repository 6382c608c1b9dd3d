import ArgumentParser
import Foundation
import HybridCore
import HybridCookies
import HybridCookieConformance

/// `hybrid cookies check FILE`: runs conformance cases through a fresh jar each.
///
/// Prints one JSON line per case and a summary, so CI and people read the same output.
struct CookiesCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run cookie cases (http-state-cases.json format) and report each one.",
        discussion: """
            Each case sets its Set-Cookie lines at setURL and compares the Cookie header read at readURL \
            with expectedCookieHeader (null = no header). Cases named disabled-* are skipped. \
            The clock is the case's own "now", else --now, else the current time. \
            Exit status: 0 all passed, 1 some failed, 2 the file or a case is invalid.
            """
    )

    @Argument(help: "A JSON file: an array of {name, setURL, setCookie[], readURL, expectedCookieHeader, now?}.")
    var file: String

    @Option(help: "ISO 8601 time for cases without their own \"now\", e.g. 2015-01-01T00:00:00Z.")
    var now: String?

    @Option(help: "A JSON file of [{name, expected, reason}] that replaces those cases' expectations (e.g. RFC 6265bis over 6265).")
    var overrides: String?

    func run() throws {
        var defaultNow = Date()
        if let now {
            guard let parsed = try? Date(now, strategy: .iso8601) else {
                throw ValidationError("--now must be ISO 8601, like 2015-01-01T00:00:00Z; got \"\(now)\"")
            }
            defaultNow = parsed
        }
        let runner = CookieCaseRunner(defaultNow: defaultNow)
        var passed = 0, failed = 0
        do {
            var cases = try CookieCase.load(from: URL(fileURLWithPath: file))
            if let overrides { cases = try CookieCaseOverride.apply(URL(fileURLWithPath: overrides), to: cases) }
            for testCase in cases {
                if testCase.isDisabled {
                    Self.printError("skipped \(testCase.name) (disabled upstream)")
                    continue
                }
                let result = try runner.run(testCase)
                print(result.jsonLine)
                if result.pass { passed += 1 } else { failed += 1 }
            }
        } catch {
            let code = (error as? CookieCaseFileError)?.code ?? "overrides-invalid"
            Self.printError("error: \(error) [\(code)]")
            throw ExitCode(2)
        }
        print("\(passed) passed, \(failed) failed")
        if failed > 0 { throw ExitCode(1) }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// `hybrid cookies …`: tools for the container's cookie jar.
struct CookiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cookies",
        abstract: "Check the HybridKit cookie jar against cookie test suites (hybrid bench cookies measures it).",
        subcommands: [CookiesCheckCommand.self]
    )
}
