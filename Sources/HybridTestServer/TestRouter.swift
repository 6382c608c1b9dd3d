import FlyingFox
import Foundation

/// Routes requests of both loopback origins and records every one.
actor TestRouter: HTTPHandler {
    typealias Route = @Sendable (RecordedRequest) async throws -> TestResponse
    private var routes: [String: Route] = [:]
    private(set) var requests: [RecordedRequest] = []
    private var origins: [UInt16: String] = [:]

    func setRoute(_ path: String, _ route: @escaping Route) { routes[path] = route }
    func setOrigin(_ origin: String, port: UInt16) { origins[port] = origin }
    func clearRequests() { requests.removeAll() }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let recorded = try await record(request)
        requests.append(recorded)
        let route = routes[recorded.path] ?? BuiltInRoutes.route(for: recorded.path)
        let response = try await route?(recorded) ?? .notFound
        if response.delay > .zero { try await Task.sleep(for: response.delay) }
        var headers = HTTPHeaders()
        for (name, value) in response.headers { headers.addValue(value, for: HTTPHeader(name)) }
        headers[.contentLength] = String(response.body.count)
        return HTTPResponse(statusCode: HTTPStatusCode(response.status, phrase: "Status"), headers: headers, body: response.body)
    }

    private func record(_ request: HTTPRequest) async throws -> RecordedRequest {
        var headers: [String: String] = [:]
        for name in request.headers.keys {
            headers[name.rawValue.lowercased()] = request.headers.values(for: name).joined(separator: ", ")
        }
        var query: [String: String] = [:]
        for item in request.query { query[item.name] = item.value }
        let host = headers["host"] ?? ""
        return RecordedRequest(
            method: request.method.rawValue, path: request.path, query: query, headers: headers,
            body: try await request.bodyData, origin: "http://\(host)")
    }
}
