/// The network as a page reads it from `hybrid.device.network()` and hears it in `device.networkChange`.
public struct NetworkStatus: Sendable, Hashable, Encodable {
    /// The kind of link, as well as the platform can tell it.
    public enum Kind: String, Sendable, Hashable, Encodable {
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
    }

    public var type: Kind
    public var reachable: Bool

    public init(type: Kind, reachable: Bool) {
        self.type = type
        self.reachable = reachable
    }
}
