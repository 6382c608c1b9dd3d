import Foundation
import HybridCore
import HybridOffline
import HybridTestServer
import HybridWebKitGTK
import HybridVocabulary

/// The measurements behind `hybrid bench offline`. All three sources send the
/// same bytes, in one engine, alternating load by load. The package sends
/// `max-age` (its host clears the engine's memory caches at a version switch);
/// the loopback server sends `Cache-Control: no-cache` with the file's SHA-256
/// as ETag, as a site whose files may change must.
@MainActor
package struct OfflineBenchmark {
    var loads: Int
    var ranges: Int
    static let mediaBytes = 20 * 1024 * 1024

    package init(loads: Int, ranges: Int) { (self.loads, self.ranges) = (loads, ranges) }

    package func run(server: TestServer) async throws -> [String: Double] {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-bench-offline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let key = PackageSigningKey.generate()
        let site = work.appendingPathComponent("site")
        try OfflineBenchSite.write(OfflineBenchSite.files(mediaBytes: Self.mediaBytes), to: site)
        let zip = work.appendingPathComponent("site.zip")
        let manifest = try PackageBuilder.build(folder: site, version: "1", key: key, output: zip)
        let store = try PackageStore(root: work.appendingPathComponent("store"), publicKey: key.publicKey)
        let version = try PackageInstaller(store: store).install(zip).installed
        try store.confirmCurrent()
        try await HTTPTwin.serve(manifest, from: site, on: server)

        let host = OfflinePackageHost(store: store, server: OfflinePackageServer())
        let engine = try GTKEngine()
        try host.register(on: engine)
        let offline = WebContainer(view: engine.makeGTKView())
        let http = WebContainer(view: engine.makeGTKView())
        let file = WebContainer(view: engine.makeGTKView())
        defer { offline.close(); http.close(); file.close() }
        _ = try await host.open(in: offline)
        let httpURL = server.url("/bench50/index.html"), offlineURL = host.server.url(for: "index.html")
        // The floor: file:// of the same unpacked files, which no scheme handler or server touches.
        let fileURL = site.appendingPathComponent("index.html")
        try await http.load(httpURL)
        try await file.load(fileURL)
        BenchLog.note("offline: \(loads) loads of the 50-file page from each source")
        var offlineTimes: [Double] = [], httpTimes: [Double] = [], fileTimes: [Double] = []
        for _ in 0..<loads {
            offlineTimes.append(try await Self.time { try await offline.load(offlineURL) })
            fileTimes.append(try await Self.time { try await file.load(fileURL) })
            httpTimes.append(try await Self.time { try await http.load(httpURL) })
        }
        let loaded = try await offline.evaluateJavaScript("window.loaded")
        guard loaded == 25 else { throw BenchFailure.failed("the offline page ran \(loaded) of 25 scripts") }
        BenchLog.note("offline: \(ranges) range reads of 64 KiB from a 20 MiB file")
        let rangeTimes = try await rangeReads(offline)
        BenchLog.note("offline: installing 10 MiB")
        let install = try installTimes(key: key, work: work)
        let tampered = try await tamperedBytes(version: version, in: offline)
        return [
            "offline_p50_ms": Stats.median(offlineTimes), "offline_p90_ms": Stats.percentile(offlineTimes, 0.9),
            "loopback_http_p50_ms": Stats.median(httpTimes), "loopback_http_p90_ms": Stats.percentile(httpTimes, 0.9),
            "offline_vs_loopback_http": Stats.median(offlineTimes) / Stats.median(httpTimes),
            "file_p50_ms": Stats.median(fileTimes), "file_p90_ms": Stats.percentile(fileTimes, 0.9),
            "offline_vs_file": Stats.median(offlineTimes) / Stats.median(fileTimes),
            "range_p50_ms": Stats.median(rangeTimes), "range_p95_ms": Stats.percentile(rangeTimes, 0.95),
            "install_10mb_ms": Stats.median(install), "page_files": Double(manifest.files.count - 1),
            "tampered_file_bytes_served": tampered,
        ]
    }

    /// Each read fetched by the page and timed from native: request, 64 KiB, arrayBuffer.
    private func rangeReads(_ container: WebContainer) async throws -> [Double] {
        var times: [Double] = []
        for index in 0..<ranges {
            let start = (index * 7_368_787) % (Self.mediaBytes - 65_536)
            let range = "bytes=\(start)-\(start + 65_535)"
            var got: JSONValue = .null
            times.append(try await Self.time {
                got = try await container.callAsyncJavaScript(
                    "const r = await fetch('/media/big.bin', { headers: { Range: range } }); return (await r.arrayBuffer()).byteLength;",
                    arguments: ["range": .string(range)])
            })
            guard got == 65_536 else { throw BenchFailure.failed("range read returned \(got)") }
        }
        return times
    }

    /// 10 files of 1 MiB, installed into a fresh store each time: verify, unpack with hashing, fsyncs, switch.
    private func installTimes(key: PackageSigningKey, work: URL) throws -> [Double] {
        let folder = work.appendingPathComponent("ten")
        try OfflineBenchSite.write(Dictionary(uniqueKeysWithValues: (0..<10).map {
            ("chunk\($0).bin", OfflineBenchSite.noise(1 << 20, seed: UInt64($0 + 11)))
        }), to: folder)
        let zip = work.appendingPathComponent("ten.zip")
        try PackageBuilder.build(folder: folder, version: "10.0.0", entry: "chunk0.bin", key: key, output: zip)
        return try (0..<5).map { run in
            let store = try PackageStore(root: work.appendingPathComponent("ten-store-\(run)"), publicKey: key.publicKey)
            let start = ContinuousClock.now
            try PackageInstaller(store: store).install(zip)
            return CookieSyncBenchmark.milliseconds(since: start)
        }
    }

    /// Changes one byte of an installed script and reports how many bytes the page then receives.
    private func tamperedBytes(version: InstalledVersion, in container: WebContainer) async throws -> Double {
        let file = version.folder.appendingPathComponent("content/js/module3.js")
        var bytes = try Data(contentsOf: file)
        bytes[bytes.startIndex] = UInt8(ascii: "W") == bytes[bytes.startIndex] ? UInt8(ascii: "X") : UInt8(ascii: "W")
        try bytes.write(to: file)
        let received = try await container.callAsyncJavaScript("return (await (await fetch('/js/module3.js')).arrayBuffer()).byteLength")
        guard case .number(let count) = received else { throw BenchFailure.failed("tamper probe returned \(received)") }
        return count
    }

    static func time(_ body: () async throws -> Void) async throws -> Double {
        let start = ContinuousClock.now
        try await body()
        return CookieSyncBenchmark.milliseconds(since: start)
    }
}
