import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridVocabulary

/// An engine with its data on disk, a loopback site that logs a user in with a
/// cookie and serves a cacheable answer, and containers per profile.
@MainActor
enum ProfileFixture {
    static func engine() throws -> (GTKEngine, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybridkit-profiles-\(UUID().uuidString)")
        return (try GTKEngine(dataDirectory: folder), folder)
    }

    /// `/profiles/login?user=NAME` sets `session=NAME`; `/profiles/cached` may be kept an hour.
    static func serveSite(_ server: TestServer) async {
        await server.route("/profiles/login") { request in
            .html("<title>in</title><p>logged in</p>", headers: [("Set-Cookie", "session=\(request.query["user"] ?? "none"); Path=/")])
        }
        await server.route("/profiles/worker.js") { _ in
            TestResponse(headers: [("Content-Type", "text/javascript")], body: Data("self.addEventListener('fetch', () => {});".utf8))
        }
        await server.route("/profiles/cached") { _ in
            TestResponse(headers: [("Content-Type", "text/plain"), ("Cache-Control", "max-age=3600")], body: Data("kept".utf8))
        }
    }

    static func container(_ engine: GTKEngine, _ profile: WebsiteDataProfile) throws -> WebContainer {
        var configuration = ContainerConfiguration()
        configuration.profile = profile
        return try WebContainer(engine: engine, configuration: configuration)
    }

    /// Logs `user` in on a new container of `profile` and stores `user` in `localStorage`.
    static func logIn(_ user: String, _ engine: GTKEngine, _ server: TestServer, _ profile: WebsiteDataProfile) async throws -> WebContainer {
        let container = try container(engine, profile)
        try await container.load(server.url("/profiles/login?user=\(user)"))
        _ = try await container.evaluateJavaScript("localStorage.setItem('user', '\(user)')")
        return container
    }

    /// Every file under `folder`, as paths relative to it, sorted; empty when it does not exist.
    static func files(under folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        let base = folder.standardizedFileURL.path
        return walker.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map { String($0.standardizedFileURL.path.dropFirst(base.count)) }
            .sorted()
    }
}
