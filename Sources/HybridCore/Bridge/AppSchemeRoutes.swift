import Foundation
import HybridVocabulary

/// Routes navigations to registered app schemes to bridge handlers, and
/// cancels them so they never load: the seeds' URL-interception style.
///
/// `jxaction://scan?x=1` calls handler `scan` with params `{"x":"1"}`; a
/// `callback` query item names a global function that receives the result.
///
/// WebKitGTK does not say which frame or document started a navigation (the
/// request carries no referrer, and the Navigation API does not see app
/// schemes), so a message is attributed by elimination: to the main document
/// when it is the only document that could have sent it. Otherwise it is
/// refused unrun, with no callback, and reported as `sender_unknown` to
/// ``Bridge/onInvalidMessage``. The main document is the only possible sender when
/// - no main-frame load was in flight as the engine asked (the old document could have sent it);
/// - its trusted runtime answers with its real origin (`self.origin`), and
///   every frame in it is of that origin and unsandboxed (such a frame can
///   script the main document anyway);
/// - no frame of another origin has run in it since it committed;
/// - the navigation does not ask for a new window.
/// The callback then runs in that same document only, and only when the
/// handler's checks let the call through.
///
/// An engine that names the frame that started the navigation (WKWebView's
/// `sourceFrame`) replaces the elimination by frames: a subframe's message is
/// refused, and a main frame's runs when the document that answers is the one
/// the engine named (same origin), whatever frames the page holds.
@MainActor
final class AppSchemeRoutes {
    /// Lower-case schemes routed to the bridge, e.g. `jxaction`.
    private(set) var schemes: Set<String> = []
    private weak var bridge: Bridge?
    private var nextID = 0

    init(bridge: Bridge) { self.bridge = bridge }

    /// Routes navigations to `scheme://…` to the bridge.
    func addScheme(_ scheme: String) { schemes.insert(scheme.lowercased()) }

    /// Cancels a navigation to a routed scheme and hands its message to the bridge; `nil` for any other.
    func decide(_ action: NavigationAction) -> NavigationPolicy? {
        guard let url = action.request.url, let scheme = url.scheme?.lowercased(), schemes.contains(scheme) else { return nil }
        guard let bridge, let message = Self.message(from: url) else { return .cancel }
        nextID += 1
        let request = BridgeCallRequest(id: nextID, name: message.name, params: message.params, transport: .urlScheme)
        // The main frame as it was when the engine asked, read before anything
        // awaits: a commit that follows must not change who sent this.
        let seen = bridge.mainDocument
        let opensNewWindow = action.opensNewWindow
        let sender = action.sourceFrame
        startNow {
            await bridge.routeAppSchemeMessage(request, callback: message.callback, seen: seen, opensNewWindow: opensNewWindow,
                                               sender: sender)
        }
        return .cancel
    }

    private static func message(from url: URL) -> (name: String, params: RawJSON, callback: String?)? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let name = components.host, !name.isEmpty else { return nil }
        var params: [String: JSONValue] = [:]
        var callback: String?
        for item in components.queryItems ?? [] {
            if item.name == "callback" { callback = item.value } else { params[item.name] = .string(item.value ?? "") }
        }
        // Strings only: always encodable.
        return (name, RawJSON(trusted: JSONValue.object(params).jsonText), callback)
    }
}
