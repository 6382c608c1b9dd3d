import Foundation
import HybridCore
import HybridSchemes

/// One `app://` scheme handler for many offline apps: each request goes to the server of
/// exactly the host it names, and to no other. A host that is not a valid app id (uppercase,
/// percent-encoded, dotted, empty, or spelled with a port or user) is answered 400 and one no app holds 404, both before
/// any file is looked up; the app's server then admits only its own app's documents (``AppDocumentGate``:
/// another app's page is refused `another_app`, any other document `foreign_document`) and canonicalizes
/// the path as it always does.
final class AppSchemeRouter: URLSchemeHandler, AppGrantSource, @unchecked Sendable {
    private let lock = NSLock()
    /// What each app's pages may call, owned by the ``OfflineApps`` this router serves and shared by its apps' servers.
    let appGrants = AppGrants()
    private var servers: [String: OfflinePackageServer] = [:]

    func add(_ server: OfflinePackageServer) { lock.withLock { servers[server.host] = server } }

    /// The server for the request's host as written, or the answer that refuses it.
    private func server(for request: URLSchemeRequest) -> Routed {
        let parts = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        let host = parts?.percentEncodedHost ?? ""
        // An app is served at app://<id> only: with a port or a user its pages would run at another
        // origin, one its signed capabilities do not limit.
        if parts?.port != nil || parts?.percentEncodedUser != nil || parts?.percentEncodedPassword != nil {
            var response = URLSchemeResponse.text(400, "an app is served at app://<id>/ only, with no port, user or password")
            response.setHeader("X-HybridKit-Error", "invalid_app_id")
            return .refused(response)
        }
        if let problem = OfflineAppID.problem(with: host) {
            var response = URLSchemeResponse.text(400, problem)
            response.setHeader("X-HybridKit-Error", "invalid_app_id")
            return .refused(response)
        }
        guard let server = lock.withLock({ servers[host] }) else {
            var response = URLSchemeResponse.text(404, "no offline app named \(host) is installed")
            response.setHeader("X-HybridKit-Error", "unknown_app")
            return .refused(response)
        }
        return .server(server)
    }

    func response(for request: URLSchemeRequest) async -> URLSchemeResponse {
        switch server(for: request) {
        case .server(let server): await server.response(for: request)
        case .refused(let refusal): refusal
        }
    }

    func immediateResponse(for request: URLSchemeRequest) -> URLSchemeResponse? {
        guard case .server(let server) = server(for: request) else { return nil }
        return server.immediateResponse(for: request)
    }

    private enum Routed {
        case server(OfflinePackageServer)
        case refused(URLSchemeResponse)
    }
}
