import HybridVocabulary
/// Asks each handler in order; the first answer wins, and with none the
/// container's delegate decides.
///
/// The bridge's app-scheme routes (``Bridge/routeURLScheme(_:)``) are not a link of this
/// chain: the container asks them before it, so replacing the chain cannot drop them.
@MainActor
public struct NavigationPolicyChain {
    public private(set) var handlers: [any NavigationHandler] = []

    public init(_ handlers: [any NavigationHandler] = []) { self.handlers = handlers }

    public mutating func append(_ handler: any NavigationHandler) { handlers.append(handler) }

    public mutating func insertFirst(_ handler: any NavigationHandler) { handlers.insert(handler, at: 0) }

    public func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        for handler in handlers {
            if let policy = await handler.decide(action, in: container) { return policy }
        }
        return nil
    }

    public func decide(_ response: NavigationResponse, in container: WebContainer) async -> NavigationPolicy? {
        for handler in handlers {
            if let policy = await handler.decide(response, in: container) { return policy }
        }
        return nil
    }
}
