/// Answers a revalidation the way a caching-aware server does: a `304 Not
/// Modified` with no body when `If-None-Match` names the response's `ETag`, or
/// `If-Modified-Since` equals its `Last-Modified`. Cache tests count these.
enum ConditionalRequests {
    static func answer(_ request: RecordedRequest, with response: TestResponse) -> TestResponse {
        guard response.status == 200, request.method == "GET" || request.method == "HEAD" else { return response }
        let header = { (name: String) in response.headers.first { $0.name.lowercased() == name }?.value }
        let etagMatches = header("etag").map { etag in
            request.headers["if-none-match"]?.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == etag } ?? false
        } ?? false
        let dateMatches = header("last-modified").map { request.headers["if-modified-since"] == $0 } ?? false
        guard etagMatches || (request.headers["if-none-match"] == nil && dateMatches) else { return response }
        let kept = response.headers.filter { ["etag", "last-modified", "cache-control", "expires"].contains($0.name.lowercased()) }
        return TestResponse(status: 304, headers: kept, delay: response.delay)
    }
}
