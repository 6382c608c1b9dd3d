import Foundation
import HybridTestServer
import XCTest

/// `hybrid package serve` with an existing app that never confirms its boot,
/// and one that does: the output says in words what an app would do, and the
/// exit status says which happened.
final class PackageServeCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-serve-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dist"), withIntermediateDirectories: true)
        let keygen = try HybridProcess.run(["package", "keygen", folder.appendingPathComponent("publisher.key").path])
        XCTAssertEqual(keygen.status, 0, keygen.stdout + keygen.stderr)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// `deadline`: 1 s where the page never confirms, so the test is quick; 10 s where it does,
    /// so a machine busy starting WebKit cannot make the boot late (the run ends at the confirmation).
    private func serve(page: String, deadline: Int = 1) throws -> HybridProcess.Outcome {
        try Data(page.utf8).write(to: folder.appendingPathComponent("dist/index.html"))
        let zip = folder.appendingPathComponent("app.zip").path
        let create = try HybridProcess.run(["package", "create", folder.appendingPathComponent("dist").path, "--version", "1.0.0",
                                            "--key", folder.appendingPathComponent("publisher.key").path, "--output", zip])
        XCTAssertEqual(create.status, 0, create.stdout + create.stderr)
        return try HybridProcess.run(["package", "serve", zip, "--public-key", folder.appendingPathComponent("publisher.key.pub").path,
                                      "--boot-deadline", String(deadline)])
    }

    func test_packageServe_pageThatNeverConfirms_isShownAtOnce_saysAnAppWouldRollBack_andExitsOne() throws {
        let run = try serve(page: "<title>Todo</title><h1>todos</h1>")
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("Showing app://bundle/index.html, title \"Todo\""), run.stdout)
        XCTAssertTrue(run.stdout.contains("never called offline.booted within 1 s of its load: an app would roll this version back"), run.stdout)
        XCTAssertTrue(run.stdout.contains("hybrid.call('offline.booted'"), run.stdout)
        XCTAssertTrue(run.stdout.contains("confirmCurrent()"), run.stdout)
        XCTAssertFalse(run.stdout.contains("HybridCore."), "no Swift type dump: \(run.stdout)")
    }

    func test_packageServe_pageThatConfirms_saysAnAppKeepsIt_andExitsZero() throws {
        let run = try serve(page: """
            <title>Todo</title>
            <script>hybrid.ready.then(async () => {
              await hybrid.storage.set('seen', 1);  // package pages have this origin's storage, as in an app
              if (await hybrid.storage.get('seen') === 1) await hybrid.call('offline.booted', { url: location.href });
            });</script>
            """, deadline: 10)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("Version 1.0.0 called offline.booted in time: an app keeps it."), run.stdout)
    }

    /// The page's call decides, not its load's end: an image from a host that never answers
    /// keeps the load going past the deadline, and the version is kept all the same.
    func test_packageServe_pageThatConfirmsAtOnce_whileAnImageNeverLoads_isConfirmed() throws {
        let silent = try SilentListener()
        let started = Date()
        let run = try serve(page: """
            <title>Todo</title><img src="\(silent.url("never.png"))">
            <script>hybrid.call('offline.booted', { url: location.href });</script>
            """, deadline: 10)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("Version 1.0.0 called offline.booted in time: an app keeps it."), run.stdout)
        XCTAssertTrue(run.stdout.contains("Showing app://bundle/index.html, title \"Todo\", still loading"), run.stdout)
        print("hybrid package serve with a stalled image ended confirmed after \(Date().timeIntervalSince(started)) s")
        withExtendedLifetime(silent) {}
    }

    /// What `hybrid package update` installed is opened from its store; the boot confirms it there.
    func test_packageServeStore_opensTheStoresCurrentVersion_andConfirmsItThere() throws {
        try Data("""
            <title>Todo</title>
            <script>hybrid.ready.then(() => hybrid.call('offline.booted', { url: location.href }));</script>
            """.utf8).write(to: folder.appendingPathComponent("dist/index.html"))
        let zip = folder.appendingPathComponent("app.zip").path, store = folder.appendingPathComponent("store").path
        let key = folder.appendingPathComponent("publisher.key").path
        XCTAssertEqual(try HybridProcess.run(["package", "create", folder.appendingPathComponent("dist").path, "--version", "1.0.0",
                                              "--private-key", key, "--output", zip]).status, 0)
        XCTAssertEqual(try HybridProcess.run(["package", "install", zip, "--store", store, "--public-key", key + ".pub"]).status, 0)
        let run = try HybridProcess.run(["package", "serve", "--store", store, "--public-key", key + ".pub", "--boot-deadline", "10"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("Opening 1.0.0"), run.stdout)
        let status = try HybridProcess.run(["package", "status", "--store", store, "--public-key", key + ".pub"])
        XCTAssertTrue(status.stdout.contains("\"confirmed\":true"), status.stdout)
        let neither = try HybridProcess.run(["package", "serve", "--public-key", key + ".pub"])
        XCTAssertNotEqual(neither.status, 0)
        XCTAssertTrue(neither.stderr.contains("give a package zip or --store"), neither.stderr)
    }
}
