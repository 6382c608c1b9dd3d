import Foundation
@testable import HybridOffline
import HybridTestServer
import Testing

/// The proofs against a loopback feed: a key rotates with a root signed by the old
/// threshold and the old key publishes nothing afterwards; one key of a threshold-2 root
/// signs neither a root nor a package; an expired root stops updates until a newer one comes.
@Suite(.serialized) struct RootRotationTests {
    let a = PackageSigningKey.generate()
    let b = PackageSigningKey.generate()
    let c = PackageSigningKey.generate()
    let thief = PackageSigningKey.generate()

    @Test func rotatingThePublisherKey_withARootSignedByTheOldThreshold_refusesWhatTheOldKeySignsAfterwards() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let first = try TestRoots.root(1, rootKeys: [a], signers: [a])
        let feed = try await TestRoots.feed(server, shipped: first)
        try TestRoots.publish("1.0.0", keys: [a], roots: [first], in: feed)
        try await feed.updater().checkNow()
        try feed.store.confirmCurrent()

        let second = try TestRoots.root(2, rootKeys: [b], signers: [a, b])
        try TestRoots.publish("1.1.0", keys: [b], roots: [second], in: feed)
        try await feed.updater().checkNow()
        #expect(try feed.currentVersion() == "1.1.0")
        #expect(feed.store.trustedRootVersion == 2)
        try feed.store.confirmCurrent()
        // The version installed under root 1 (signed by a) still opens: a rotation does not strand it.
        #expect(try feed.store.rollBack()?.version == "1.0.0")

        // The old key, stolen: a channel and a version it signs are refused, by name.
        try TestRoots.forge("9.0.0", signedBy: [a], in: feed)
        #expect(await TestRoots.code { try await feed.updater().checkNow() } == "key_revoked")
        #expect(try feed.currentVersion() == "1.0.0")
        let zip = try TestPackages.build("9.0.0", key: a)
        #expect(await TestRoots.code { try PackageInstaller(store: feed.store).install(zip) } == "key_revoked")
        // A store opened again reads root 2 back from disk.
        #expect(try PackageStore(root: feed.store.root, trust: try TestRoots.trust(first)).trustedRootVersion == 2)
    }

    @Test func aRootSignedByOneKeyOfAThresholdTwoRoot_isRefused_andTheTrustedRootStays() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let first = try TestRoots.root(1, rootKeys: [a, b], threshold: 2, signers: [a, b])
        let feed = try await TestRoots.feed(server, shipped: first)
        try TestRoots.publish("1.0.0", keys: [a, b], roots: [first], in: feed)
        // The thief holds a: a root naming only its own key, signed by a and itself.
        try TestRoots.place(try TestRoots.root(2, rootKeys: [thief], signers: [a, thief]), in: feed)
        #expect(await TestRoots.code { try await feed.updater().checkNow() } == "root_threshold_not_met")
        #expect(feed.store.trustedRootVersion == 1)
        #expect(try feed.currentVersion() == nil)
        // Signed by a, b (root 1's threshold) and the new key: taken.
        try TestRoots.place(try TestRoots.root(2, rootKeys: [c], signers: [a, b, c]), in: feed)
        try TestRoots.publish("1.1.0", keys: [c], in: feed)
        try await feed.updater().checkNow()
        #expect(feed.store.trustedRootVersion == 2)
        #expect(try feed.currentVersion() == "1.1.0")
    }

    @Test(arguments: [[0], [0, 0], [1]])
    func aPackageSignedByOneOfTwoKeysUnderThresholdTwo_isRefused(signerIndexes: [Int]) async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let first = try TestRoots.root(1, rootKeys: [a, b], threshold: 2, signers: [a, b])
        let feed = try await TestRoots.feed(server, shipped: first)
        let signers = signerIndexes.map { [a, b][$0] }
        // The publisher's tool refuses it before writing anything…
        try TestRoots.publish("1.0.0", keys: [a, b], roots: [first], in: feed)
        #expect(await TestRoots.code { try TestRoots.publish("1.1.0", keys: signers, in: feed) } == "signature_threshold_not_met")
        #expect(!FileManager.default.fileExists(atPath: feed.folder.appendingPathComponent("versions/1.1.0").path))
        // …and a device refuses it when a thief writes the feed by hand, or hands it a zip.
        try TestRoots.forge("1.1.0", signedBy: signers, in: feed)
        #expect(await TestRoots.code { try await feed.updater().checkNow() } == "signature_threshold_not_met")
        #expect(try feed.currentVersion() == nil)
        let zip = try TestPackages.build("1.1.0", key: signers[0])
        #expect(await TestRoots.code { try PackageInstaller(store: feed.store).install(zip) } == "signature_threshold_not_met")
    }

    @Test func anExpiredRoot_stopsUpdatesWithItsCode_untilTheFeedOffersANewerOne() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let expired = try TestRoots.root(1, rootKeys: [a], expires: Int64(Date().timeIntervalSince1970) - 60, signers: [a])
        let feed = try await TestRoots.feed(server, shipped: expired)
        try feed.publish("1.0.0", key: a)
        #expect(await TestRoots.code { try await feed.updater().checkNow() } == "root_expired")
        #expect(try feed.currentVersion() == nil)
        // A root that is fine today but not in a year: a device whose clock is past it stops too.
        try TestRoots.place(try TestRoots.root(2, rootKeys: [a], signers: [a]), in: feed)
        let inTwoYears = Date().addingTimeInterval(2 * 365 * 86_400)
        #expect(await TestRoots.code { try await feed.updater(now: { inTwoYears }).checkNow() } == "root_expired")
        try await feed.updater().checkNow()
        #expect(feed.store.trustedRootVersion == 2)
        #expect(try feed.currentVersion() == "1.0.0")
    }
}
