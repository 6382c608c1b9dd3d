import Foundation
@testable import HybridOffline
import HybridTestServer

/// Roots of trust made by the tests: documents naming the keys a test says, signed by
/// whom it says, and feeds whose store trusts the first of them.
enum TestRoots {
    /// A year from now: unexpired for any test.
    static var later: Int64 { Int64(Date().timeIntervalSince1970) + 365 * 86_400 }

    /// Root `version` with `rootKeys` and `publishKeys` (default: the root keys), signed by `signers`.
    static func root(_ version: Int64, rootKeys: [PackageSigningKey], threshold: Int = 1, publishKeys: [PackageSigningKey]? = nil,
                     publishThreshold: Int? = nil, expires: Int64 = later, signers: [PackageSigningKey]) throws -> SignedRoot {
        let document = RootDocument(version: version, expires: expires, rootKeys: rootKeys.map(\.publicKey), rootThreshold: threshold,
                                    publishKeys: (publishKeys ?? rootKeys).map(\.publicKey), publishThreshold: publishThreshold ?? threshold)
        return try SignedRoot(documentData: try document.encoded(), signatures: Data()).signed(by: signers)
    }

    static func trust(_ root: SignedRoot) throws -> PublisherTrust {
        try PublisherTrust(rootDocument: root.documentData, signatures: root.signatures)
    }

    /// A feed at `/feed/` whose store trusts `shipped`, as an app that ships it.
    static func feed(_ server: TestServer, shipped: SignedRoot) async throws -> TestFeed {
        let store = try PackageStore(root: TestPackages.temporaryFolder("store"), trust: try trust(shipped))
        let feed = TestFeed(server: server, folder: TestPackages.temporaryFolder("feed"), store: store)
        await server.serveFeed(folder: feed.folder, at: "/feed/")
        return feed
    }

    /// `roots/<version>.json|sig` written straight into the feed, as a mirror could.
    static func place(_ root: SignedRoot, in feed: TestFeed, as version: Int64? = nil) throws {
        let folder = feed.folder.appendingPathComponent("roots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try root.documentData.write(to: feed.folder.appendingPathComponent(FeedLayout.rootPath(version ?? root.version)))
        try root.signatures.write(to: feed.folder.appendingPathComponent(FeedLayout.rootSignaturePath(version ?? root.version)))
    }

    /// What a thief holding `keys` can put in the feed without the publisher's tool: a version and a channel
    /// document (serial above the feed's) signed by them alone, the roots left as they are.
    static func forge(_ version: String, signedBy keys: [PackageSigningKey], in feed: TestFeed) throws {
        let scratch = TestPackages.temporaryFolder("forged")
        let manager = FileManager.default
        if manager.fileExists(atPath: feed.folder.appendingPathComponent("channels").path) {
            try manager.copyItem(at: feed.folder.appendingPathComponent("channels"), to: scratch.appendingPathComponent("channels"))
        }
        try FeedPublisher.publish(folder: TestFeed.site(version), version: version, channel: "stable", keys: keys, roots: [],
                                  feed: scratch, allowingDowngrade: true)
        for folder in ["channels", "versions", "files"] {
            for name in try manager.subpathsOfDirectory(atPath: scratch.appendingPathComponent(folder).path) {
                let from = scratch.appendingPathComponent(folder).appendingPathComponent(name)
                let to = feed.folder.appendingPathComponent(folder).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: from.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                try manager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? manager.removeItem(at: to)
                try manager.copyItem(at: from, to: to)
            }
        }
    }

    /// Publishes `version` signed by `keys`, adding `roots` to the feed first.
    @discardableResult
    static func publish(_ version: String, keys: [PackageSigningKey], roots: [SignedRoot] = [], in feed: TestFeed) throws -> FeedPublishResult {
        try FeedPublisher.publish(folder: TestFeed.site(version), version: version, channel: "stable", keys: keys, roots: roots,
                                  feed: feed.folder, lifetime: 3600, allowingDowngrade: true)
    }

    /// The code of the error `body` throws, or nil.
    static func code(_ body: () async throws -> Void) async -> String? {
        do { try await body(); return nil } catch {
            return (error as? PackageUpdateError)?.code ?? (error as? OfflinePackageError)?.code ?? "\(error)"
        }
    }

    /// Runs a blocking call (a child process) on a thread of its own: waiting on the few threads
    /// Swift's tasks share would starve the loopback server the child talks to.
    static func blocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }
}
