import Foundation
import HybridTestServer

/// The bundled demo H5 app (`DemoSite/` resources), served from the loopback server.
enum DemoSite {
    static func serve(on server: TestServer) async throws {
        for (name, type) in [("index.html", "text/html; charset=utf-8"), ("demo.js", "text/javascript; charset=utf-8")] {
            let parts = name.split(separator: ".")
            guard let url = Bundle.module.url(forResource: String(parts[0]), withExtension: String(parts[1]), subdirectory: "DemoSite") else {
                throw DemoFailure.unexpected("missing demo resource \(name)")
            }
            let body = try Data(contentsOf: url)
            await server.route("/\(name)") { _ in TestResponse(headers: [("Content-Type", type)], body: body) }
        }
    }
}
