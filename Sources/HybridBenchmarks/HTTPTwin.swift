import Foundation
import HybridCore
import HybridSchemes
import HybridOffline
import HybridTestServer

/// Serves a package's files from the loopback HTTP server under `/bench50/`,
/// with the headers the package server sends, so the two sources differ only in transport.
enum HTTPTwin {
    static func serve(_ manifest: PackageManifest, from folder: URL, on server: TestServer) async throws {
        for file in manifest.files where !file.path.hasPrefix("media/") {
            let body = try Data(contentsOf: folder.appendingPathComponent(file.path))
            let etag = "\"\(file.sha256)\""
            let type = MIMEType.forPath(file.path)
            await server.route("/bench50/" + file.path) { request in
                let headers = [("Content-Type", type), ("Cache-Control", "no-cache"), ("ETag", etag)]
                if request.headers["if-none-match"] == etag { return TestResponse(status: 304, headers: headers) }
                return TestResponse(headers: headers, body: body)
            }
        }
    }
}
