import Foundation
import HybridCore
import HybridEngineInterface
import HybridSchemes
import HybridTesting
import HybridVocabulary
import Testing

/// A host serving apps at `app://` on a fake engine, with the grants a test sets, as HybridOffline's
/// `OfflineApps` does: the grants belong to the handler registered on that engine, nowhere else.
final class GrantingScheme: URLSchemeHandler, AppGrantSource, @unchecked Sendable {
    let appGrants = AppGrants()
    func response(for request: URLSchemeRequest) async -> URLSchemeResponse { .text(404, "no files here") }
}

@MainActor
struct GrantedApps {
    let engine = FakeWebEngine()
    let grants: AppGrants

    /// An engine whose `app://` apps are limited as `limits` says (`nil`: not limited).
    init(_ limits: [String: Set<String>?]) throws {
        let scheme = GrantingScheme()
        for (host, limit) in limits { scheme.appGrants.set(limit, forHost: host) }
        try engine.registerURLScheme("app", handler: scheme)
        grants = scheme.appGrants
    }

    /// A container of this engine trusting `origins`, and its fake view.
    func container(trusting origins: [String] = []) throws -> (WebContainer, FakeWebEngineView) {
        let container = try WebContainer(engine: engine)
        for origin in origins { container.trust(try BridgeOrigin(origin)) }
        return (container, try #require(engine.views.last))
    }

    /// One call as the runtime stamps it, and the reply text.
    static func call(_ view: FakeWebEngineView, _ name: String, origin: String, isMainFrame: Bool = true,
                     hasUserActivation: Bool = false) async -> String? {
        let text = RuntimePost.message(#"{"t":"call","id":7,"name":"\#(name)","params":{}}"#, origin: origin,
                                       isMainFrame: isMainFrame, hasUserActivation: hasUserActivation)
        guard case .success(.string(let reply))? = await view.post(.string(text), to: "hybridkit") else { return nil }
        return reply
    }
}
