import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A small feed document as it arrived: status, headers (names lower-cased) and body.
struct FeedResponse: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data

    init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    init(_ response: HTTPURLResponse, body: Data) {
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in response.allHeaderFields { headers[name.lowercased()] = value }
        self.init(status: response.statusCode, headers: headers, body: body)
    }
}
