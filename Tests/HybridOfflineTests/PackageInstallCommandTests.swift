import Foundation
import HybridOffline
import XCTest

/// `hybrid package install` refuses a lower version by name and goes back only with `--allow-downgrade`.
final class PackageInstallCommandTests: XCTestCase {
    private struct Line: Decodable {
        var ok: Bool
        var code: String?
        var message: String?
        var version: String?
        var downgradedFrom: String?
    }

    func test_lowerVersion_failsWithVersionDowngrade_andAllowDowngradeGoesBack() throws {
        let built = FileManager.default.isExecutableFile(atPath: HybridCLI.executable.path)
        XCTAssertTrue(built, "\(HybridCLI.executable.path) is missing: swift build --build-tests builds it")
        guard built else { return }
        let keyFile = TestPackages.temporaryFolder("key").appendingPathComponent("key.pub")
        try Data(TestPackages.key.publicKey.fileText.utf8).write(to: keyFile)
        let store = try TestPackages.store()
        try PackageInstaller(store: store).install(try TestPackages.build("2.0.0"))
        try store.confirmCurrent()
        let older = try TestPackages.build("1.0.0")
        let install = ["package", "install", older.path, "--store", store.root.path, "--public-key", keyFile.path]

        let refused = try JSONDecoder().decode(Line.self, from: Data(try HybridCLI.run(install).utf8))
        XCTAssertEqual(refused.ok, false)
        XCTAssertEqual(refused.code, "version_downgrade")
        XCTAssertTrue(refused.message?.contains("--allow-downgrade") ?? false, refused.message ?? "")
        XCTAssertEqual(try store.current()?.version, "2.0.0")

        let back = try JSONDecoder().decode(Line.self, from: Data(try HybridCLI.run(install + ["--allow-downgrade"]).utf8))
        XCTAssertEqual(back.ok, true)
        XCTAssertEqual(back.version, "1.0.0")
        XCTAssertEqual(back.downgradedFrom, "2.0.0")
        XCTAssertEqual(try store.current()?.version, "1.0.0")
    }
}
