import HybridCore
import Network

/// `NWPathMonitor` on the main queue, each path reported as the page hears it:
/// reachable or not, and over `wifi`, `cellular`, `ethernet` or `unknown`
/// (`none` when unreachable). Repeats and the first report are the core's to
/// judge (``ShellLifecycle``). Cancel it when the shell closes: a started
/// monitor keeps itself alive until then.
@MainActor
final class NetworkPathMonitor {
    private let monitor = NWPathMonitor()

    init(report: @escaping @MainActor @Sendable (ShellLifecycle.Network) -> Void) {
        monitor.pathUpdateHandler = { path in
            let network = Self.network(of: path)
            MainActor.assumeIsolated { report(network) }
        }
        monitor.start(queue: .main)
    }

    func cancel() { monitor.cancel() }

    nonisolated static func network(of path: NWPath) -> ShellLifecycle.Network {
        guard path.status == .satisfied else { return ShellLifecycle.Network(reachable: false, kind: "none") }
        let kinds: [(NWInterface.InterfaceType, String)] = [(.wifi, "wifi"), (.cellular, "cellular"), (.wiredEthernet, "ethernet")]
        let kind = kinds.first { path.usesInterfaceType($0.0) }?.1 ?? "unknown"
        return ShellLifecycle.Network(reachable: true, kind: kind)
    }
}
