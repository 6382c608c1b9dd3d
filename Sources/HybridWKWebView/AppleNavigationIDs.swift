import HybridCore
import WebKit
import HybridVocabulary
import HybridEngineInterface

/// Gives each `WKNavigation` a ``NavigationID`` for the events that name it.
///
/// The navigation objects are held until their navigation ends, so a freed
/// one's address can never hand its identity to a new one. At most
/// ``limit`` are held; the oldest goes first (WebKit ends every navigation,
/// but a bound costs nothing).
@MainActor
final class AppleNavigationIDs {
    static let limit = 64
    private var held: [(navigation: WKNavigation, id: NavigationID)] = []
    private var issued: UInt64 = 0
    /// The navigation the app or page started last.
    private(set) var latest: NavigationID?

    /// The identity of a navigation just started; `nil` when WebKit started none.
    func started(_ navigation: WKNavigation?) -> NavigationID? {
        guard let navigation else { return nil }
        let id = identity(of: navigation)
        latest = id
        return id
    }

    /// The identity of a navigation an event names, made on first sight (a page-started one).
    func identity(of navigation: WKNavigation?) -> NavigationID? {
        guard let navigation else { return nil }
        if let known = held.first(where: { $0.navigation === navigation }) { return known.id }
        issued += 1
        let id = NavigationID(rawValue: issued)
        held.append((navigation, id))
        if held.count > Self.limit { held.removeFirst() }
        return id
    }

    /// Forgets a navigation that finished or failed.
    func ended(_ navigation: WKNavigation?) {
        guard let navigation else { return }
        held.removeAll { $0.navigation === navigation }
    }
}
