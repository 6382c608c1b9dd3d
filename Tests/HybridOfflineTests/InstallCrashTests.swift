import Foundation
import HybridCore
@testable import HybridOffline
import XCTest

/// `kill -9` during an install, at every step: a fresh process then finds the
/// old version or the new one current, complete and verifying, never a mix.
final class InstallCrashTests: XCTestCase {
    private struct Status: Decodable {
        var ok: Bool
        var version: String?
        var verified: Bool?
        var confirmed: Bool?
    }

    private func status(store: URL, key: URL) throws -> Status {
        let text = try HybridCLI.run(["package", "status", "--store", store.path, "--public-key", key.path])
        return try JSONDecoder().decode(Status.self, from: Data(text.utf8))
    }

    func test_killAtEachInstallStep_leavesOldOrNewVersionWhole_andAFreshProcessVerifiesIt() throws {
        let built = FileManager.default.isExecutableFile(atPath: HybridCLI.executable.path)
        XCTAssertTrue(built, "\(HybridCLI.executable.path) is missing: swift build --build-tests builds it")
        guard built else { return }
        let keyFile = TestPackages.temporaryFolder("key").appendingPathComponent("key.pub")
        try Data(TestPackages.key.publicKey.fileText.utf8).write(to: keyFile)
        let next = try TestPackages.build("2")
        for step in InstallStep.allCases {
            let store = try TestPackages.store()
            try PackageInstaller(store: store).install(try TestPackages.build("1"))
            try store.confirmCurrent()
            let killed = try HybridCLI.killWhenItPrints("paused-at \(step.rawValue)", [
                "package", "install", next.path, "--store", store.root.path, "--public-key", keyFile.path, "--pause-at", step.rawValue,
            ])
            XCTAssertTrue(killed, "the install was not killed at \(step.rawValue)")
            let after = try status(store: store.root, key: keyFile)
            let switched = step == .prune
            XCTAssertEqual(after.version, switched ? "2" : "1", "after a kill at \(step.rawValue)")
            XCTAssertEqual(after.verified, true, step.rawValue)
            XCTAssertEqual(after.confirmed, !switched, step.rawValue)
            // The next install clears what the dead one left and completes.
            _ = try HybridCLI.run(["package", "install", next.path, "--store", store.root.path, "--public-key", keyFile.path])
            XCTAssertEqual(try status(store: store.root, key: keyFile).version, "2", step.rawValue)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: store.stagingFolder.path), [], step.rawValue)
        }
    }
}
