import HybridVocabulary

/// Where `hybrid.device` learns the network. `FirstPartyModules` reads the platform's own
/// (GIO's network monitor on Linux, `NWPathMonitor` on Apple platforms) unless the app passes
/// another, e.g. a fake in its tests.
@MainActor
public protocol NetworkStatusSource: AnyObject {
    /// The network now.
    var current: NetworkStatus { get }
    /// Calls `changed` with each new status until the token is cancelled or released.
    func observe(_ changed: @escaping @MainActor (NetworkStatus) -> Void) -> ObservationToken
}
