import Foundation

/// Routes navigations to registered app schemes to bridge handlers, and
/// cancels them so they never load: the seeds' URL-interception style.
///
/// `jxaction://scan?x=1` calls handler `scan` with params `{"x":"1"}`; a
/// `callback` query item names a global function that receives the result.
/// WebKitGTK does not tell which frame started a navigation, so these
/// messages carry the main document's origin, marked unverified, and reach
/// only handlers that opt in with ``BridgeHandlerOptions/acceptsURLScheme``.
@MainActor
public final class AppSchemeRoutes: NavigationHandler {
    /// Lower-case schemes routed to the bridge, e.g. `jxaction`.
    public private(set) var schemes: Set<String> = []
    private weak var bridge: Bridge?
    private var nextID = 0

    init(bridge: Bridge) { self.bridge = bridge }

    /// Routes navigations to `scheme://…` to the bridge.
    public func addScheme(_ scheme: String) { schemes.insert(scheme.lowercased()) }

    public func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        guard let url = action.request.url, let scheme = url.scheme?.lowercased(), schemes.contains(scheme) else { return nil }
        guard let bridge, let message = Self.message(from: url) else { return .cancel }
        nextID += 1
        let request = BridgeCallRequest(id: nextID, name: message.name, params: message.params, transport: .urlScheme)
        let origin = container.state.url.flatMap { BridgeOrigin(url: $0)?.description } ?? "null"
        let source = BridgeMessageSource(origin: origin, frame: .unverified, transport: .urlScheme)
        Task { @MainActor in
            let result = await bridge.router.route(request, from: source)
            if let callback = message.callback { await bridge.deliverToCallback(callback, result) }
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
        return (name, RawJSON(.object(params)), callback)
    }
}
