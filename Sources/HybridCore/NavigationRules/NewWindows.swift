import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
import HybridVocabulary
#endif

/// Decides what a page's request for a new window (`target=_blank`,
/// `window.open`) does: load here, load in a container the app makes, or nothing.
///
/// The engine never opens a window itself, so `window.open` returns `null` in
/// the page whatever the rule (there is no opener relation to keep).
@MainActor
public final class NewWindows: NavigationHandler {
    private let rule: @MainActor (NavigationAction) -> NewWindows.Rule

    /// One rule for every request.
    public convenience init(_ rule: NewWindows.Rule) { self.init { _ in rule } }

    /// A rule per request, e.g. by host.
    public init(rule: @escaping @MainActor (NavigationAction) -> NewWindows.Rule) { self.rule = rule }

    public func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        guard action.opensNewWindow else { return nil }
        // The page as it is now: the chain before this rule may have taken its time.
        guard container.isShown else { return .cancel }
        let request = action.request
        switch rule(action) {
        case .refuse: break
        case .sameView:
            Task { try? await container.loadOpenedByPage(request) }
        case .newContainer:
            guard let opened = container.configuration.navigationDelegate?.container(container, makeContainerFor: action) else { break }
            Task { try? await opened.loadOpenedByPage(request) }
        }
        return .cancel
    }
}
