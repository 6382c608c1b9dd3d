/// The network as a page reads it from `hybrid.device.network()` and hears it in
/// `device.networkChange`: `{"type": "wifi", "reachable": true}`.
public enum NetworkStatus: String, Sendable, Hashable, Encodable {
    /// Apple platforms only: GIO does not tell Wi-Fi from cable.
    case wifi
    /// On Linux, any metered link (GIO's `network-metered`).
    case cellular
    /// Apple platforms only.
    case ethernet
    /// No route to the internet.
    case none
    /// A link whose kind the platform does not say (on Linux, every unmetered one).
    case unknown

    /// Whether there is a route to the internet: every status but ``none``.
    public var reachable: Bool { self != .none }

    private enum Key: String, CodingKey { case type, reachable }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(rawValue, forKey: .type)
        try container.encode(reachable, forKey: .reachable)
    }
}
