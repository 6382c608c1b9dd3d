import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridOffline
import HybridTestServer

/// The measurements behind `hybrid bench update`. Bytes are body bytes the
/// loopback server sent (TUF metadata and manifests included); times are
/// wall clock around the public API.
package struct UpdateBenchmark {
    let server: TestServer
    let checks: Int
    static let files = 200
    static let packageBytes = 10 * 1024 * 1024
    static let largeFileBytes = 5 * 1024 * 1024

    package init(server: TestServer, checks: Int) { (self.server, self.checks) = (server, checks) }

    package func run() async throws -> [String: Double] {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-bench-update-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let ring = try FeedKeyRing.generate()
        let feed = work.appendingPathComponent("feed")
        await server.serveFeed(folder: feed, at: "/feed/")
        let store = try PackageStore(root: work.appendingPathComponent("store"), trust: ring.trust)

        BenchLog.note("update: first install of \(Self.files) files, \(Self.packageBytes) bytes")
        try FeedPublisher.publish(folder: try site(work, version: "1.0.0", changedSeed: 1), version: "1.0.0", channel: "stable",
                                  keys: ring.keys, roots: [ring.root], feed: feed)
        let nextLaunch = UpdatePolicy(checkAt: [], install: .nextLaunch)
        let full = try await bytes { _ = try await updater(store, policy: nextLaunch).checkNow() }
        let installStart = ContinuousClock.now
        _ = try await updater(store, policy: nextLaunch).appDidLaunch()
        let install = (ContinuousClock.now - installStart).timeInterval * 1000
        try store.confirmCurrent()

        BenchLog.note("update: one changed file")
        try FeedPublisher.publish(folder: try site(work, version: "1.1.0", changedSeed: 2), version: "1.1.0", channel: "stable",
                                  keys: ring.keys, feed: feed)
        let delta = try await bytes { _ = try await updater(store, policy: UpdatePolicy(checkAt: [], install: .now)).checkNow() }
        try store.confirmCurrent()

        BenchLog.note("update: \(checks) unchanged checks beside plain GETs")
        let checker = try updater(store, policy: UpdatePolicy(checkAt: [], install: .now))
        _ = try await checker.checkNow()
        var checkTimes: [Double] = [], getTimes: [Double] = []
        var unchangedRequests = 0
        let session = URLSession(configuration: .ephemeral)
        let timestampURL = server.url("/feed/metadata/timestamp.json")
        for _ in 0..<checks {
            await server.clearRequests()
            checkTimes.append(try await time {
                guard case .upToDate = try await checker.checkNow() else { throw UpdateBenchmarkFailure("an unchanged check found something") }
            })
            let requests = await server.requests
            unchangedRequests = max(unchangedRequests, requests.count)
            guard requests.allSatisfy({ $0.status == 404 || $0.status == 304 }) else {
                throw UpdateBenchmarkFailure("an unchanged check asked for more than the next root and the timestamp: \(requests.map(\.path))")
            }
            getTimes.append(try await time { _ = try await session.data(for: URLRequest(url: timestampURL)) })
        }

        BenchLog.note("update: a \(Self.largeFileBytes)-byte file cut at half")
        let (resumeExtra, resumeRequests) = try await resume(work, ring: ring)
        return [
            "full_bytes": Double(full), "delta_bytes": Double(delta), "delta_bytes_ratio": Double(delta) / Double(full),
            "resume_extra_bytes": Double(resumeExtra), "resume_requests": Double(resumeRequests),
            "check_unchanged_ms": Stats.median(checkTimes), "check_unchanged_requests": Double(unchangedRequests), "plain_get_ms": Stats.median(getTimes),
            "install_ms": install, "package_files": Double(Self.files), "package_bytes": Double(Self.packageBytes),
        ]
    }

    private func updater(_ store: PackageStore, feed path: String = "/feed/", policy: UpdatePolicy) throws -> PackageUpdater {
        try PackageUpdater(store: store, feed: server.url(path), channel: "stable", deviceID: "bench", appVersion: "1.0.0", policy: policy)
    }

    /// Body bytes the server sent while `body` ran.
    private func bytes(_ body: () async throws -> Void) async throws -> Int {
        await server.clearRequests()
        try await body()
        return await server.bodyBytes()
    }

    private func time(_ body: () async throws -> Void) async throws -> Double {
        let start = ContinuousClock.now
        try await body()
        return (ContinuousClock.now - start).timeInterval * 1000
    }

    /// `files` files of equal size making `packageBytes`; `index.html` alone differs between seeds.
    private func site(_ work: URL, version: String, changedSeed: UInt64) throws -> URL {
        let folder = work.appendingPathComponent("site-\(version)")
        let size = Self.packageBytes / Self.files
        for index in 0..<Self.files {
            let name = index == 0 ? "index.html" : "assets/\(index / 20)/\(index).bin"
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.bytes(size, seed: index == 0 ? changedSeed * 1_000_003 : UInt64(index)).write(to: url)
        }
        return folder
    }

    /// Bytes the server sent for the large file beyond its size, and the requests it took, after a cut at half.
    private func resume(_ work: URL, ring: FeedKeyRing) async throws -> (Int, Int) {
        let feed = work.appendingPathComponent("feed-large")
        let folder = work.appendingPathComponent("site-large")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("<title>large</title>".utf8).write(to: folder.appendingPathComponent("index.html"))
        try Self.bytes(Self.largeFileBytes, seed: 77).write(to: folder.appendingPathComponent("large.bin"))
        let published = try FeedPublisher.publish(folder: folder, version: "1.0.0", channel: "stable", keys: ring.keys, roots: [ring.root], feed: feed)
        await server.serveFeed(folder: feed, at: "/feed-large/")
        let large = published.manifest.files.first { $0.path == "large.bin" }!
        let path = "/feed-large/targets/files/\(large.sha256).\(large.sha256)"
        await server.injectFault(.cutAfter(bytes: Self.largeFileBytes / 2), path: path)
        let store = try PackageStore(root: work.appendingPathComponent("store-large"), trust: ring.trust)
        await server.clearRequests()
        _ = try await updater(store, feed: "/feed-large/", policy: UpdatePolicy(checkAt: [], install: .now)).checkNow()
        let requests = await server.requests(to: path)
        return (requests.reduce(0) { $0 + ($1.bodyBytes ?? 0) } - large.size, requests.count)
    }

    private static func bytes(_ count: Int, seed: UInt64) -> Data {
        var state = seed &+ 0x9E37_79B9_7F4A_7C15
        var bytes = [UInt8](repeating: 0, count: count)
        for index in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes[index] = UInt8(truncatingIfNeeded: state >> 33)
        }
        return Data(bytes)
    }
}

struct UpdateBenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
