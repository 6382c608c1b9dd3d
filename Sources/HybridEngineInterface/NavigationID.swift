import HybridVocabulary
/// One navigation, as the engine that started it identifies it.
///
/// WKWebView returns a `WKNavigation` from every load and names it in each
/// event, so a wait for one load ignores the events of another. WebKitGTK
/// has no such identity: its loads return `nil` and its events carry none.
package struct NavigationID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public var description: String { "navigation #\(rawValue)" }
}
