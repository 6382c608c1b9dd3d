import HybridEngineSupport
/// What a container keeps to bring its page back after a web-process death.
@MainActor
final class RecoveryState: ContainerFeature {
    func attach(to container: WebContainer) { self.container = container }

    /// A recovery waiting to run: now, or when the container is shown again.
    struct Pending {
        var reason: WebProcessTerminationReason
        /// Where the dead page was scrolled, when it had reported it.
        var scroll: (x: Double, y: Double)?
    }

    weak var container: WebContainer?
    let logger = HybridLog.logger("hybridkit.container")
    var counter = CrashLoopCounter()
    /// Bumped by every app navigation; a recovery that sees it change stops, the app's page wins.
    private(set) var generation = 0
    var pending: Pending?
    var isRecovering = false

    func appNavigated() {
        generation += 1
        pending = nil
    }
}
