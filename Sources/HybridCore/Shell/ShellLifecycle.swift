/// What a shell hears about the app and the network, passed to the page as
/// lifecycle events (`app.foreground`, `app.background`, `network.change`):
/// each change once and in order. A repeat of what the page last heard is
/// not sent, and the first network report is where the page starts, not a
/// change: the system reports the current path when a monitor starts, and
/// again for changes the page cannot see (another address, the same kind of link).
///
/// A shell makes one for the container it shows and reports what the
/// platform says; ``WebContainer/isVisible`` covers showing and hiding.
/// Shells call it, apps do not, so it is behind the engines' SPI.
@MainActor
package final class ShellLifecycle {
    /// A network as the page hears it.
    package struct Network: Sendable, Hashable {
        package var reachable: Bool
        /// `"wifi"`, `"cellular"`, `"ethernet"`, `"none"`, or what else the platform can tell.
        package var kind: String
        package init(reachable: Bool, kind: String) { self.reachable = reachable; self.kind = kind }
    }

    private weak var bridge: Bridge?
    private var isForeground: Bool?
    private var network: Network?
    /// The last event on its way: the next waits for it, so the page hears them in order.
    private var sending: Task<Void, Never>?

    package init(container: WebContainer) { bridge = container.bridge }

    /// The app came to the foreground (`true`) or went to the background.
    package func appChanged(foreground: Bool) {
        guard foreground != isForeground else { return }
        isForeground = foreground
        send(foreground ? .appForeground : .appBackground)
    }

    /// The network the system reports now.
    package func networkChanged(_ network: Network) {
        guard network != self.network else { return }
        let isFirst = self.network == nil
        self.network = network
        guard !isFirst else { return }
        send(.reachabilityChanged(reachable: network.reachable, network: network.kind))
    }

    private func send(_ event: Bridge.LifecycleEvent) {
        guard let bridge, !bridge.isClosed else { return }
        let previous = sending
        sending = Task { [weak bridge] in
            await previous?.value
            try? await bridge?.notify(event)
        }
    }
}
