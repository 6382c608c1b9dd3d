import HybridVocabulary
/// One link of the navigation policy chain. Returning `nil` passes the question on.
///
/// A link answers navigation actions (before a request is sent), responses
/// (before the engine shows one), or both; each has a default that passes.
@MainActor
public protocol NavigationHandler: AnyObject {
    func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy?
    func decide(_ response: NavigationResponse, in container: WebContainer) async -> NavigationPolicy?
}

extension NavigationHandler {
    public func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? { nil }
    public func decide(_ response: NavigationResponse, in container: WebContainer) async -> NavigationPolicy? { nil }
}
