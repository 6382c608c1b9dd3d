import Foundation
import XCTest

/// Every package command given a natural mistake answers at once, in a sentence
/// for people: no Swift type, enum case, `Optional(…)` or NSError dump.
final class PackageCommandErrorTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-pkg-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("site"), withIntermediateDirectories: true)
        try Data("<title>x</title>".utf8).write(to: folder.appendingPathComponent("site/index.html"))
        XCTAssertEqual(try HybridProcess.run(["package", "keygen", path("key")]).status, 0)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// `update` against a port nothing listens on, with `extra` options.
    private func update(_ extra: [String]) -> [String] {
        ["update", "--feed", "http://127.0.0.1:9/feed/", "--channel", "stable", "--store", path("store")] + extra
    }

    /// Debug text a person should never read.
    static func debugText() -> Regex<Substring> { #/Optional\(|Error Domain=|[a-z][A-Za-z]+\(\"|[A-Z][a-z]+Error\b|\w+\.\w+Error|\(\w+: "/# }

    func test_eachCommand_givenAWrongInput_saysWhatIsWrongInASentence_withinFiveSeconds() throws {
        let cases: [([String], String)] = [
            (["verify", path("site"), "--public-key", path("key.pub")], "is a folder, not a package"),
            (["install", path("site"), "--public-key", path("key.pub"), "--store", path("store")], "is a folder, not a package"),
            (["serve", path("site"), "--public-key", path("key.pub")], "is a folder, not a package"),
            (["verify", path("missing.zip"), "--public-key", path("key.pub")], "there is no file at"),
            (["verify", path("key"), "--public-key", path("key.pub")], "is not a zip file, or it is damaged"),
            (["verify", path("key"), "--public-key", path("nokey.pub")], "there is no key file at"),
            (["verify", path("key"), "--public-key", path("key")], "does not start with ed25519-public"),
            (["create", path("missing"), "--private-key", path("key"), "--version", "1.0.0", "--output", path("o.zip")], "there is no folder at"),
            (["create", path("key"), "--private-key", path("key"), "--version", "1.0.0", "--output", path("o.zip")], "a package is made from a folder"),
            (update(["--root", path("key.pub"), "--check-deadline", "inf"]), "--check-deadline must be a number of seconds"),
            (update(["--root", path("key.pub"), "--check-deadline", "1e300"]), "--check-deadline must be a number of seconds"),
        ]
        for (arguments, says) in cases {
            let started = Date()
            let run = try HybridProcess.run(["package"] + arguments, limit: 20)
            let text = run.stdout + run.stderr
            XCTAssertLessThan(Date().timeIntervalSince(started), 5, "\(arguments) took too long")
            XCTAssertNotEqual(run.status, 0, "\(arguments)")
            XCTAssertTrue(text.contains(says), "\(arguments): \(text)")
            XCTAssertNil(text.firstMatch(of: Self.debugText()), "\(arguments) printed debug text: \(text)")
        }
    }
}
