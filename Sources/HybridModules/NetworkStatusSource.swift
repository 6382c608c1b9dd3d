import HybridEngineSupport

/// Where `hybrid.device` learns the network: GIO's network monitor on Linux
/// (`GTKNetworkStatus`), `NWPathMonitor` on Apple platforms (`AppleNetworkStatus`).
@MainActor
public protocol NetworkStatusSource: AnyObject {
    /// The network now.
    var current: NetworkStatus { get }
    /// Calls `changed` with each new status until the token is cancelled or released.
    func observe(_ changed: @escaping @MainActor (NetworkStatus) -> Void) -> ObservationToken
}
