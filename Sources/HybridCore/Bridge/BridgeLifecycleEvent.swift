/// Lifecycle notifications the native side sends to the page, as `hybrid.on` events.
public enum BridgeLifecycleEvent: Sendable, Hashable {
    case appForeground
    case appBackground
    case containerVisible
    case containerHidden
    /// `reachable` and the kind of network (`"wifi"`, `"cellular"`, `"ethernet"`, `"none"`).
    case reachabilityChanged(reachable: Bool, network: String)

    /// The event name listeners use: `hybrid.on('app.foreground', …)`.
    public var name: String {
        switch self {
        case .appForeground: "app.foreground"
        case .appBackground: "app.background"
        case .containerVisible: "container.visible"
        case .containerHidden: "container.hidden"
        case .reachabilityChanged: "network.change"
        }
    }

    var payload: JSONValue {
        switch self {
        case .reachabilityChanged(let reachable, let network): ["reachable": .bool(reachable), "network": .string(network)]
        default: [:]
        }
    }
}
