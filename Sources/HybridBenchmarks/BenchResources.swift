import Foundation
import HybridTestServer

/// The benchmarks' pages and scripts, resource files under `Resources/`.
package enum BenchResources {
    package static func text(_ name: String, _ type: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: type, subdirectory: "Resources") else {
            throw BenchFailure.missingResource("\(name).\(type)")
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Serves the page at `/bench/bridge-bench.html` and its script beside it.
    static func serve(on server: TestServer) async throws {
        let page = Data(try text("bridge-bench", "html").utf8)
        let script = Data(try text("bridge-bench", "js").utf8)
        // Cross-origin isolation: WebKit only gives performance.now() fine resolution to isolated pages.
        let isolation = [("Cross-Origin-Opener-Policy", "same-origin"), ("Cross-Origin-Embedder-Policy", "require-corp")]
        await server.route("/bench/bridge-bench.html") { _ in
            TestResponse(headers: [("Content-Type", "text/html; charset=utf-8")] + isolation, body: page)
        }
        await server.route("/bench/bridge-bench.js") { _ in TestResponse(headers: [("Content-Type", "text/javascript")], body: script) }
    }
}

enum BenchFailure: Error, CustomStringConvertible {
    case missingResource(String)
    case unexpectedResult(String)
    case failed(String)

    var description: String {
        switch self {
        case .missingResource(let name): "benchmark resource \(name) is missing"
        case .unexpectedResult(let what): "the benchmark page answered \(what)"
        case .failed(let what): "benchmark step failed: \(what)"
        }
    }
}
