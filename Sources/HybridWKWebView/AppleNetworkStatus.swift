import Foundation
import HybridCore
import HybridVocabulary
import HybridModules

/// `NWPathMonitor` as `hybrid.device` reads it: `wifi`, `cellular`, `ethernet`
/// or `unknown` while reachable, `none` when not. Until the monitor's first
/// path arrives (at once, on the main queue) the network counts as reachable and `unknown`.
@MainActor
package final class AppleNetworkStatus: NetworkStatusSource {
    /// One monitor for the app, shared by every container's `hybrid.device`.
    public static let shared = AppleNetworkStatus()
    private var monitor: NetworkPathMonitor?
    private let observers = ObserverRegistry<@MainActor (NetworkStatus) -> Void>()
    public private(set) var current = NetworkStatus.unknown

    private init() {
        monitor = NetworkPathMonitor { [weak self] network in self?.changed(network) }
    }

    public func observe(_ changed: @escaping @MainActor (NetworkStatus) -> Void) -> ObservationToken {
        return observers.add(changed)
    }

    private func changed(_ network: ShellLifecycle.Network) {
        current = network.reachable ? NetworkStatus(rawValue: network.kind) ?? .unknown : .none
        for observer in observers.all { observer(current) }
    }
}
