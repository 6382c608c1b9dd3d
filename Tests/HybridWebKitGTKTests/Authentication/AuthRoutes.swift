import Foundation
import HybridTestServer

/// Protected routes for the authentication tests: `body` for the right
/// credential, a 401 with `deniedBody` otherwise; `then` redirects after a success.
enum AuthRoutes {
    static let deniedBody = "<!doctype html><title>denied</title><p>401 body the page must not show</p>"

    static func basic(_ server: TestServer, at path: String, realm: String, user: String, password: String,
                      body: String, redirectTo: URL? = nil) async {
        let expected = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
        await server.route(path) { request in
            guard request.headers["authorization"] == expected else {
                return TestResponse(status: 401, headers: [("WWW-Authenticate", "Basic realm=\"\(realm)\""),
                                                           ("Content-Type", "text/html")], body: Data(deniedBody.utf8))
            }
            if let redirectTo { return .redirect(to: redirectTo.absoluteString) }
            return .html(body)
        }
    }
}
