import Foundation
@testable import HybridOffline
import HybridTestServer
import Testing

/// A crash while a new root is kept leaves the old root or the new one, never neither:
/// every write step fails in turn in this process, and a real `hybrid package update`
/// is killed with SIGKILL at each step. A store opened afterwards reads a root it trusts,
/// and the next update completes.
@Suite(.serialized) struct RootCrashTests {
    struct Injected: Error {}
    let old = PackageSigningKey.generate()
    let new = PackageSigningKey.generate()

    /// A feed whose store trusts root 1 (key `old`) and offers root 2 (key `new`) with a version signed by `new`.
    func rotatedFeed(_ server: TestServer, store: URL? = nil) async throws -> (TestFeed, SignedRoot) {
        let first = try TestRoots.root(1, rootKeys: [old], signers: [old])
        let feed = try await TestRoots.feed(server, shipped: first)
        try TestRoots.publish("1.0.0", keys: [new], roots: [first, try TestRoots.root(2, rootKeys: [new], signers: [old, new])], in: feed)
        return (feed, first)
    }

    /// The root version a fresh store reads from `folder` (as a relaunched app would).
    func reopened(_ folder: URL, shipped: SignedRoot) throws -> Int64? {
        try PackageStore(root: folder, trust: try TestRoots.trust(shipped)).trustedRootVersion
    }

    @Test(arguments: RootRecordStep.allCases)
    func aFailureAtEachStepOfKeepingARoot_leavesTheOldRootOrTheNew(step: RootRecordStep) async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let (feed, first) = try await rotatedFeed(server)
        let failing = try PackageStore(root: feed.store.root, trust: try TestRoots.trust(first)) { if $0 == step { throw Injected() } }
        let updater = try PackageUpdater(store: failing, feed: feed.url, channel: "stable", deviceID: "d", appVersion: "5.0.0",
                                         policy: UpdatePolicy(install: .now, retry: TestFeed.fastRetry))
        await #expect(throws: Injected.self) { try await updater.checkNow() }
        #expect(failing.trustedRootVersion == 1, "memory moves only once the record has")
        #expect(try reopened(feed.store.root, shipped: first) == (step == .syncFolder ? 2 : 1))
        try await feed.updater().checkNow()
        #expect(try reopened(feed.store.root, shipped: first) == 2)
        #expect(try feed.currentVersion() == "1.0.0")
    }

    @Test(arguments: RootRecordStep.allCases)
    func killMinusNineAtEachStepOfKeepingARoot_leavesTheOldRootOrTheNew(step: RootRecordStep) async throws {
        #expect(FileManager.default.isExecutableFile(atPath: HybridCLI.executable.path), "swift build --build-tests builds hybrid")
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let (feed, first) = try await rotatedFeed(server)
        let rootFile = TestPackages.temporaryFolder("shipped").appendingPathComponent("root.json")
        try first.documentData.write(to: rootFile)
        try first.signatures.write(to: rootFile.deletingPathExtension().appendingPathExtension("sig"))
        let arguments = ["package", "update", "--feed", feed.url.absoluteString, "--channel", "stable", "--store", feed.store.root.path,
                         "--root", rootFile.path]
        let killed = try await TestRoots.blocking {
            try HybridCLI.killWhenItPrints("paused-at \(step.rawValue)", arguments + ["--pause-at-root", step.rawValue])
        }
        #expect(killed, "the update was not killed at \(step.rawValue)")
        let after = try reopened(feed.store.root, shipped: first)
        #expect(after == (step == .syncFolder ? 2 : 1))
        let output = try await TestRoots.blocking { try HybridCLI.run(arguments) }
        #expect(output.contains("\"rootVersion\":2"), "\(output)")
        #expect(output.contains("\"status\":\"installed\""), "\(output)")
        #expect(try reopened(feed.store.root, shipped: first) == 2)
    }
}
