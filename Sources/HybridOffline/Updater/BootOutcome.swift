import HybridCore
import HybridVocabulary
/// How a new version's first load ended.
public enum BootOutcome: Equatable, Sendable {
    /// The page the boot load opened called `offline.booted` in time, whether or not its load had ended.
    case confirmed
    /// No call from that load came before the deadline (calls from other pages do not count),
    /// whatever held it up: a page that never calls, a subresource or the document itself that never arrives.
    case missedDeadline
    /// The main frame's load failed before the page confirmed; the code is the ``NavigationError`` code.
    case loadFailed(String)
}
