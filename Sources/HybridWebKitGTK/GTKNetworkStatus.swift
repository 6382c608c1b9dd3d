import CWebKitGTK
import Foundation
import HybridVocabulary
import HybridModules

/// GIO's network monitor as `hybrid.device` reads it. GIO says whether the
/// network is available and metered, not which kind of link it is: a metered
/// link is `cellular`, any other `unknown`, none `none`.
@MainActor
package final class GTKNetworkStatus: NetworkStatusSource {
    /// The process's one monitor, as GIO's is.
    public static let shared = GTKNetworkStatus()
    private typealias NetworkChanged = @convention(c) (gpointer?, gboolean, gpointer?) -> Void
    private let observers = ObserverRegistry<@MainActor (NetworkStatus) -> Void>()
    private var connected = false

    private init() {}

    public var current: NetworkStatus {
        guard let monitor = g_network_monitor_get_default() else { return .unknown }
        return Self.status(available: g_network_monitor_get_network_available(monitor) != 0,
                           metered: g_network_monitor_get_network_metered(monitor) != 0)
    }

    public func observe(_ changed: @escaping @MainActor (NetworkStatus) -> Void) -> ObservationToken {
        connectOnce()
        return observers.add(changed)
    }

    static func status(available: Bool, metered: Bool) -> NetworkStatus {
        guard available else { return .none }
        return metered ? .cellular : .unknown
    }

    /// Called for each GIO report, and by tests to stand in for one.
    func report(_ status: NetworkStatus) {
        for observer in observers.all { observer(status) }
    }

    /// The monitor lives as long as the process, so the handler is never disconnected.
    private func connectOnce() {
        guard !connected, let monitor = g_network_monitor_get_default() else { return }
        connected = true
        let changed: NetworkChanged = { monitor, available, data in
            MainActor.assumeIsolated {
                let metered = monitor.map { g_network_monitor_get_network_metered(OpaquePointer($0)) != 0 } ?? false
                WeakBox<GTKNetworkStatus>.target(from: data)?.report(GTKNetworkStatus.status(available: available != 0, metered: metered))
            }
        }
        connectSignal(UnsafeMutableRawPointer(monitor), "network-changed", changed, data: WeakBox(self).retainedPointer())
    }
}
