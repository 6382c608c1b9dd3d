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
    /// Faults waiting for their path, first in first out.
    private var faults: [String: [TestFault]] = [:]

    func setRoute(_ path: String, _ route: @escaping Route) { routes[path] = route }
    func addFolder(_ folder: FolderRoute) {
        folders.removeAll { $0.mount == folder.mount }
        folders.append(folder)
        folders.sort { $0.mount.count > $1.mount.count }
    }
    func setOrigin(_ origin: String, port: UInt16) { origins[port] = origin }
    func clearRequests() { requests.removeAll() }
    func addFault(_ fault: TestFault, path: String, times: Int) {
        faults[path, default: []] += Array(repeating: fault, count: max(0, times))
    }

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
        let fault = faults[recorded.path]?.isEmpty == false ? faults[recorded.path]!.removeFirst() : nil
        if fault != .ignoreRange { response = RangeRequests.answer(recorded, with: response) }
        if let fault { response = Self.apply(fault, to: response) }
        if let index = requests.lastIndex(where: { $0.serial == recorded.serial }) {
            requests[index].status = response.status
            requests[index].bodyBytes = min(response.cutAfter ?? response.body.count, response.body.count)
        }
        if response.delay > .zero { try await Task.sleep(for: response.delay) }
        var headers = HTTPHeaders()
        for (name, value) in response.headers { headers.addValue(value, for: HTTPHeader(name)) }
        headers[.contentLength] = String(response.body.count)
        let status = HTTPStatusCode(response.status, phrase: "Status")
        guard response.chunkBytes > 0 || response.cutAfter != nil else {
            return HTTPResponse(statusCode: status, headers: headers, body: response.body)
        }
        let chunk = response.chunkBytes > 0 ? response.chunkBytes : 64 * 1024
        let body = ScriptedBody(data: response.body, chunkBytes: chunk, chunkDelay: response.chunkDelay, cutAfter: response.cutAfter)
        return HTTPResponse(statusCode: status, headers: headers,
                            body: HTTPBodySequence(from: body, count: response.body.count, suggestedBufferSize: chunk))
    }

    private static func apply(_ fault: TestFault, to response: TestResponse) -> TestResponse {
        var changed = response
        switch fault {
        case .status(let status):
            changed = TestResponse(status: status, headers: [("Content-Type", "text/plain")], body: Data("injected \(status)".utf8))
        case .cutAfter(let bytes): changed.cutAfter = bytes
        case .slowBody(let chunkBytes, let chunkDelay):
            changed.chunkBytes = chunkBytes
            changed.chunkDelay = chunkDelay
        case .wrongBytes: changed.body = Data(response.body.map { $0 ^ 0xFF })
        case .ignoreRange: break
        case .delay(let delay): changed.delay = delay
        }
        return changed
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
