import FlyingFox
import Foundation

/// Routes requests of both loopback origins and records every one.
actor TestRouter: HTTPHandler {
    typealias Route = @Sendable (RecordedRequest) async throws -> TestResponse
    private var routes: [String: Route] = [:]
    /// Folders by mount point; a path goes to the longest mount that holds it.
    private var folders: [FolderRoute] = []
    private(set) var requests: [RecordedRequest] = []
    private var origins: [UInt16: String] = [:]
    private var nextSerial = 0

    func setRoute(_ path: String, _ route: @escaping Route) { routes[path] = route }
    func addFolder(_ folder: FolderRoute) {
        folders.removeAll { $0.mount == folder.mount }
        folders.append(folder)
        folders.sort { $0.mount.count > $1.mount.count }
    }
    func setOrigin(_ origin: String, port: UInt16) { origins[port] = origin }
    func clearRequests() { requests.removeAll() }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        var recorded = try await record(request)
        nextSerial += 1
        recorded.serial = nextSerial
        requests.append(recorded)
        var response: TestResponse
        if let route = routes[recorded.path] {
            response = try await route(recorded)
        } else if let folder = folders.first(where: { $0.matches(recorded.path) }) {
            response = folder.respond(to: recorded)
        } else {
            response = try await BuiltInRoutes.route(for: recorded.path)?(recorded) ?? .notFound
        }
        response = ConditionalRequests.answer(recorded, with: response)
        if let index = requests.lastIndex(where: { $0.serial == recorded.serial }) { requests[index].status = response.status }
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
