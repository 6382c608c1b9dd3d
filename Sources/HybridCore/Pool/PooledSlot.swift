import HybridVocabulary
import HybridEngineInterface
/// One view the pool holds, warm or leased, with the count of leases its web
/// process has served. While the pool holds the view it is the view's delegate:
/// it hears a web-process death, and refuses any navigation.
@MainActor
final class PooledSlot: WebEngineViewDelegate {
    enum Phase: Equatable {
        case warming, idle, checking, leased(PoolToken), closed
    }

    package static let warmUpScript = ContainerScripts.poolWarmUp

    let view: any WebEngineView
    /// The profile the view was made in: only a lease for that profile gets it.
    let profile: WebsiteDataProfile
    /// Leases served by this view's web process, its predecessors' included.
    var reuses: Int
    var phase = Phase.warming
    /// The warm-up in flight; a lease that finds no idle view waits for it.
    var warmUp: Task<Void, Never>?
    var onTermination: ((PooledSlot) -> Void)?

    init(view: any WebEngineView, profile: WebsiteDataProfile, reuses: Int) {
        self.view = view
        self.profile = profile
        self.reuses = reuses
        view.delegate = self
    }

    /// Runs the warm-up script: the first run starts (or joins) the web process.
    /// `true` when the view answered in time from its empty document.
    func answersFromEmptyDocument(timeout: Duration) async -> Bool {
        let view = self.view
        return await Deadline.run(timeout: timeout, onTimeout: false) {
            (try? await view.evaluateJavaScript(Self.warmUpScript, in: .hybrid)) == .string("about:blank")
        }
    }

    /// Closes the view on the next turn: the engine may be inside one of the
    /// view's own signals (its process dying, or a load event whose handler let
    /// the container go), and a view must not be freed under it.
    func close() {
        phase = .closed
        warmUp?.cancel()
        if view.delegate === self { view.delegate = nil }
        Task { [view] in view.close() }
    }

    func engineView(_ view: any WebEngineView, webProcessDidTerminate reason: WebProcessTerminationReason) {
        onTermination?(self)
    }

    func engineView(_ view: any WebEngineView, decidePolicyFor action: NavigationAction) async -> NavigationPolicy { .cancel }
}

/// Names one lease. A pooled view takes back only the token it handed out
/// last, so a second return, or a late event of an earlier lease, finds no
/// match and changes nothing: a view can never go back to the pool twice.
struct PoolToken: Hashable, Sendable, CustomStringConvertible {
    let value: UInt64

    var description: String { "lease-\(value)" }
}
