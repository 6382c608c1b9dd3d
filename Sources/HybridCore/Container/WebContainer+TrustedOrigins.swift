import Foundation
import HybridVocabulary

extension WebContainer {
    /// The origins this container trusts with its bridge.
    ///
    /// Handlers registered with default options answer pages of these origins
    /// only, and native calls and events (``Bridge/call(_:_:as:timeout:to:)``,
    /// ``Bridge/emit(_:_:to:)``) reach only them, so a site the page navigates
    /// to gets nothing. By default it holds the origins the app itself loaded
    /// (see ``ContainerConfiguration/trustsLoadedOrigins``); add others, custom schemes such as
    /// `app://bundle` included, with ``trust(_:)`` or by setting it.
    public var trustedOrigins: Set<BridgeOrigin> {
        get { bridge.router.trustedOrigins }
        set { bridge.router.trustedOrigins = newValue }
    }

    /// Adds `origin` to ``trustedOrigins``.
    public func trust(_ origin: BridgeOrigin) { trustedOrigins.insert(origin) }
}
