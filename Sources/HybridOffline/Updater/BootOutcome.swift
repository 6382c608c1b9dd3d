import HybridCore
import HybridEngineSupport
/// How a new version's first load ended.
public enum BootOutcome: Equatable, Sendable {
    /// The page the boot load opened called `offline.booted` in time.
    case confirmed
    /// No call from that load came before the deadline (calls from other pages do not count).
    case missedDeadline
    /// The load itself failed; the code is the ``NavigationError`` code.
    case loadFailed(String)
}
