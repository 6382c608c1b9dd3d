import FlyingFox
import Foundation

/// An in-process HTTP server on loopback for tests, the demo and benchmarks.
///
/// It listens on two origins that share routes and the request log:
/// ``origin`` (`127.0.0.1`) and ``secondOrigin`` (`127.0.0.2`), which is a
/// different origin *and* a different site, for cross-origin cases.
public final class TestServer: Sendable {
    public let origin: URL
    public let secondOrigin: URL
    private let router: TestRouter
    private let servers: [HTTPServer]
    private let gates: [HeaderLimitGate]
    private let tasks: [Task<Void, any Error>]

    private init(origin: URL, secondOrigin: URL, router: TestRouter, servers: [HTTPServer], gates: [HeaderLimitGate],
                 tasks: [Task<Void, any Error>]) {
        self.origin = origin
        self.secondOrigin = secondOrigin
        self.router = router
        self.servers = servers
        self.gates = gates
        self.tasks = tasks
    }

    /// Starts listening on free ports of 127.0.0.1 and 127.0.0.2; `firstPort`
    /// asks for that port on 127.0.0.1 instead (a server coming back where one was).
    /// Each origin is a ``HeaderLimitGate`` in front of a FlyingFox server on a
    /// port of its own: a header block over 64 KB is answered 431 before FlyingFox reads it.
    public static func start(firstPort: Int = 0) async throws -> TestServer {
        let router = TestRouter()
        var servers: [HTTPServer] = []
        var gates: [HeaderLimitGate] = []
        var tasks: [Task<Void, any Error>] = []
        var origins: [URL] = []
        for host in ["127.0.0.1", "127.0.0.2"] {
            let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 130, logger: .disabled, handler: router)
            tasks.append(Task { try await server.run() })
            try await server.waitUntilListening()
            guard case .ip4(_, let serverPort) = await server.listeningAddress else { throw TestServerError.notListening(host) }
            ListenerTuning.disableNagle(onListenerAt: "127.0.0.1", port: serverPort)
            let gate = try await HeaderLimitGate.start(host: host, port: origins.isEmpty ? UInt16(firstPort) : 0, serverPort: serverPort)
            let origin = "http://\(host):\(gate.port)"
            await router.setOrigin(origin, port: gate.port)
            origins.append(URL(string: origin)!)
            servers.append(server)
            gates.append(gate)
        }
        return TestServer(origin: origins[0], secondOrigin: origins[1], router: router, servers: servers, gates: gates, tasks: tasks)
    }

    /// Answers `path` (exact, without query) on both origins.
    public func route(_ path: String, _ handler: @escaping @Sendable (RecordedRequest) async throws -> TestResponse) async {
        await router.setRoute(path, handler)
    }

    /// Serves fixed HTML at `path`.
    public func serve(html: String, at path: String, headers: [(name: String, value: String)] = []) async {
        let response = TestResponse.html(html, headers: headers)
        await router.setRoute(path) { _ in response }
    }

    /// Serves the files under `folder` at `mountPath` (`/` or e.g. `/site/`) on both
    /// origins: `index.html` for directories, 404 for missing files, and nothing
    /// outside the folder. Exact routes still win over the folder.
    public func serve(folder: URL, at mountPath: String = "/") async {
        await router.addFolder(FolderRoute(folder: folder, at: mountPath))
    }

    /// Serves a static update feed (or any folder) the way a CDN does: each file with an
    /// `ETag` and `Last-Modified` (a matching `If-None-Match`/`If-Modified-Since` gets 304)
    /// and `Accept-Ranges: bytes` (a `Range` request gets 206). Faults injected for a path
    /// (``injectFault(_:path:times:)``) apply on top.
    public func serveFeed(folder: URL, at mountPath: String) async {
        await router.addFolder(FolderRoute(folder: folder, at: mountPath, asCDN: true))
    }

    /// Makes the next `times` answers for `path` (exact, without query) misbehave as `fault` says.
    public func injectFault(_ fault: TestFault, path: String, times: Int = 1) async {
        await router.addFault(fault, path: path, times: times)
    }

    /// Body bytes sent for requests whose path starts with `prefix` (all when empty), cut answers counted as sent.
    public func bodyBytes(sentToPathsStartingWith prefix: String = "") async -> Int {
        await router.requests.filter { $0.path.hasPrefix(prefix) }.reduce(0) { $0 + ($1.bodyBytes ?? 0) }
    }

    /// Every request so far, oldest first.
    public var requests: [RecordedRequest] { get async { await router.requests } }

    public func requests(to path: String) async -> [RecordedRequest] {
        await router.requests.filter { $0.path == path }
    }

    public func clearRequests() async { await router.clearRequests() }

    /// A URL on the first origin.
    public func url(_ pathAndQuery: String) -> URL { URL(string: pathAndQuery, relativeTo: origin)!.absoluteURL }
    /// A URL on the second origin.
    public func secondURL(_ pathAndQuery: String) -> URL { URL(string: pathAndQuery, relativeTo: secondOrigin)!.absoluteURL }

    public func stop() async {
        for gate in gates { gate.stop() }
        for server in servers { await server.stop() }
        for task in tasks { task.cancel() }
    }
}

public enum TestServerError: Error, Equatable {
    case notListening(String)
}
