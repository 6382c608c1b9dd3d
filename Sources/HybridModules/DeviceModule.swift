import HybridCore
import HybridVocabulary

/// `hybrid.device.network()`: `{ type, reachable }` now, and the event
/// `device.networkChange` with the same shape each time it changes, while the
/// module is installed. Linux tells only reachable and metered (see ``NetworkStatus``).
@MainActor
final class DeviceModule: BridgeModule {
    let namespace = "device"
    private let source: (any NetworkStatusSource)?
    private var declaration: BridgeModuleDeclaration?
    private var observation: ObservationToken?
    private var lastSent: NetworkStatus?

    /// `source` is the platform's network monitor; without one `network()` answers `unavailable`.
    init(network source: (any NetworkStatusSource)?) { self.source = source }

    func declare(_ module: BridgeModuleDeclaration) {
        declaration = module
        module.method("network", arguments: []) { [self] (_: JSONValue) -> NetworkStatus in
            guard let source else { throw BridgeError.unavailable("This container cannot tell the network state: no network monitor was given.") }
            return source.current
        }
        module.event("networkChange")
        lastSent = source?.current
        observation = source?.observe { [weak self] status in self?.changed(status) }
    }

    /// Sends each status once: a monitor repeats itself.
    func changed(_ status: NetworkStatus) {
        guard status != lastSent, let declaration else { return }
        lastSent = status
        Task { try? await declaration.emit("networkChange", status) }
    }

    func containerDidClose() {
        observation?.cancel()
        observation = nil
    }
}
