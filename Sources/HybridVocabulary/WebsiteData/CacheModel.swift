/// How much an engine caches, for every view it makes.
public enum CacheModel: Hashable, Sendable {
    /// Nothing is cached: every load goes to the network.
    case noCache
    /// A small memory cache, for apps that show few pages.
    case documentBrowser
    /// Memory and disk caches sized for browsing: revisits are served from cache.
    case webBrowser
}
