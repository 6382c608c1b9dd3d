import Foundation
@testable import HybridOffline
import HybridTestServer
import Testing

/// Roots never go back and a feed cannot make a device walk or hold without end:
/// a replayed or skipped root is refused, a chain longer than one check walks and a
/// document larger than any publisher makes are refused (TUF's rollback and endless data).
@Suite(.serialized) struct RootReplayTests {
    let key = PackageSigningKey.generate()

    /// Roots 1…`count`, each signed by the one key (root and publish role alike).
    func chain(_ count: Int64) throws -> [SignedRoot] {
        try (1...count).map { try TestRoots.root($0, rootKeys: [key], signers: [key]) }
    }

    @Test func anOlderRootServedAsTheNextOne_isRefusedAsReplayed_andASkippedVersionAsInvalid() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let roots = try chain(5)
        let feed = try await TestRoots.feed(server, shipped: roots[0])
        try TestRoots.publish("1.0.0", keys: [key], roots: Array(roots[0...2]), in: feed)
        try await feed.updater().checkNow()
        #expect(feed.store.trustedRootVersion == 3)
        try TestRoots.place(roots[1], in: feed, as: 4)
        #expect(await TestRoots.code { try await feed.updater().checkNow() } == "root_replayed")
        try TestRoots.place(roots[4], in: feed, as: 4)
        #expect(await TestRoots.code { try await feed.updater().checkNow() } == "invalid_root")
        #expect(feed.store.trustedRootVersion == 3)
        // The app still ships root 1: a store opened with it keeps root 3.
        #expect(try PackageStore(root: feed.store.root, trust: try TestRoots.trust(roots[0])).trustedRootVersion == 3)
    }

    @Test func aJumpOfSeveralRoots_isWalkedOneByOne_eachCheckedAgainstTheOneBefore() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let other = PackageSigningKey.generate()
        var roots = try chain(3)
        // Root 4 hands over to another key, signed by the old one; root 5 is the other key's alone.
        roots.append(try TestRoots.root(4, rootKeys: [other], signers: [key, other]))
        roots.append(try TestRoots.root(5, rootKeys: [other], signers: [other]))
        let feed = try await TestRoots.feed(server, shipped: roots[0])
        try TestRoots.publish("1.0.0", keys: [other], roots: roots, in: feed)
        try await feed.updater().checkNow()
        #expect(feed.store.trustedRootVersion == 5)
        #expect(try feed.currentVersion() == "1.0.0")
    }

    @Test func aChainLongerThanOneCheckWalks_isRefused() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let limit = Int64(PackageUpdater.rootWalkLimit)
        let roots = try chain(limit + 3)
        let feed = try await TestRoots.feed(server, shipped: roots[0])
        for root in roots { try TestRoots.place(root, in: feed) }
        try feed.publish("1.0.0", key: key)
        #expect(await TestRoots.code { try await feed.updater().checkNow() } == "root_chain_too_long")
        #expect(try feed.currentVersion() == nil)
        #expect(feed.store.trustedRootVersion.map { $0 <= limit + 1 } == true)
    }

    @Test(arguments: ["/feed/roots/2.json", "/feed/roots/2.sig"])
    func aRootDocumentOrSignatureLargerThanAnyPublisherMakes_isCutOffAndRefused(path: String) async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let roots = try chain(2)
        let feed = try await TestRoots.feed(server, shipped: roots[0])
        try TestRoots.publish("1.0.0", keys: [key], roots: roots, in: feed)
        await server.route(path) { _ in TestResponse(body: Data(count: 8 << 20)) }
        #expect(await TestRoots.code { try await feed.updater().checkNow() } == "feed_document_too_large")
        #expect(feed.store.trustedRootVersion == 1)
        #expect(try feed.currentVersion() == nil)
    }
}
