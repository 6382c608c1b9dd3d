import HybridVocabulary
extension Bridge {
    /// Lifecycle notifications the container and its shell send to the page, as `hybrid.on`
    /// events. They are the container's word (shown, hidden, recovered, routed), so only the
    /// container, its shells and its pool send them: an app's own news goes by ``Bridge/emit(_:_:to:)``.
    package enum LifecycleEvent: Sendable, Hashable {
        case appForeground
        case appBackground
        case containerVisible
        case containerHidden
        /// `reachable` and the kind of network (`"wifi"`, `"cellular"`, `"ethernet"`, `"none"`).
        case reachabilityChanged(reachable: Bool, network: String)
        /// The web process died and the container brought the page back: refetch state.
        case recovered(reason: WebProcessTerminationReason)
        /// The page came back from the back-forward cache without loading (`pageshow` with `persisted`).
        case restoredFromCache
        /// A single-page shell that was prerendered is shown for `url`: go to `fragment` (`#/cart` → `/cart`).
        case route(url: String, fragment: String)

        /// The event name listeners use: `hybrid.on('app.foreground', …)`.
        package var name: String {
            switch self {
            case .appForeground: "app.foreground"
            case .appBackground: "app.background"
            case .containerVisible: "container.visible"
            case .containerHidden: "container.hidden"
            case .reachabilityChanged: "network.change"
            case .recovered: "container.recovered"
            case .restoredFromCache: "page.restored"
            case .route: "container.route"
            }
        }

        var payload: JSONValue {
            switch self {
            case .reachabilityChanged(let reachable, let network): ["reachable": .bool(reachable), "network": .string(network)]
            case .recovered(let reason): ["reason": .string(reason.code)]
            case .route(let url, let fragment): ["url": .string(url), "route": .string(fragment)]
            default: [:]
            }
        }
    }
}
