import Foundation
import HybridCore
import HybridSchemes
import HybridOffline

/// Requests to a package server as a `fetch` of the app's own page makes them, with the body read whole.
enum SchemeRequests {
    static func get(_ server: OfflinePackageServer, _ path: String, _ headers: [String: String] = [:]) async throws -> (URLSchemeResponse, Data) {
        let url = try XCTUnwrapURL("app://bundle" + path)
        let response = await server.response(for: URLSchemeRequest(url: url, headers: headers, pageURL: URL(string: "app://bundle/index.html")))
        var body = Data()
        for try await chunk in response.body.chunks() { body.append(chunk) }
        return (response, body)
    }

    private static func XCTUnwrapURL(_ text: String) throws -> URL {
        guard let url = URL(string: text) else { throw URLError(.badURL) }
        return url
    }
}
