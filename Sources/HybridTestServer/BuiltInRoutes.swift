import Foundation

/// Routes every test server has, driven by the query string:
/// - `/redirect?to=URL&status=302&cookie=a%3Db` — a redirect, optionally setting a cookie;
/// - `/set-cookie?cookie=a%3Db&cookie2=…` — sets cookies and shows a small page;
/// - `/delay?ms=N` — answers after N ms (at most 120 s);
/// - `/echo` — the request itself as JSON (method, path, query, headers, body);
/// - `/blank` — an empty HTML page.
enum BuiltInRoutes {
    static func route(for path: String) -> TestRouter.Route? {
        switch path {
        case "/redirect": return redirect
        case "/set-cookie": return setCookie
        case "/delay": return delay
        case "/echo": return echo
        case "/blank": return { _ in .html("<!doctype html><title>blank</title>") }
        default: return nil
        }
    }

    private static func cookieHeaders(_ request: RecordedRequest) -> [(name: String, value: String)] {
        request.query.keys.sorted().filter { $0.hasPrefix("cookie") }.compactMap { key in
            request.query[key].map { ("Set-Cookie", $0) }
        }
    }

    private static let redirect: TestRouter.Route = { request in
        let status = Int(request.query["status"] ?? "") ?? 302
        return .redirect(to: request.query["to"] ?? "/blank", status: status, headers: cookieHeaders(request))
    }

    private static let setCookie: TestRouter.Route = { request in
        .html("<!doctype html><title>cookies set</title><p>cookies set</p>", headers: cookieHeaders(request))
    }

    private static let delay: TestRouter.Route = { request in
        let milliseconds = min(Int(request.query["ms"] ?? "") ?? 1000, 120_000)
        var response = TestResponse.html("<!doctype html><title>delayed</title><p>delayed \(milliseconds) ms</p>")
        response.delay = .milliseconds(milliseconds)
        return response
    }

    private static let echo: TestRouter.Route = { request in
        struct Echo: Encodable {
            var method: String, path: String, query: [String: String], headers: [String: String], body: String, origin: String
        }
        return try .json(Echo(method: request.method, path: request.path, query: request.query,
                              headers: request.headers, body: request.bodyText, origin: request.origin))
    }
}
