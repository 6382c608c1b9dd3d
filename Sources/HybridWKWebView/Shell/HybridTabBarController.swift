#if canImport(UIKit)
import HybridCore
import HybridVocabulary
import UIKit

/// A `UITabBarController` that shows ``NavigatorTabs``: one tab per tab of the
/// tabs, each a ``HybridNavigationController`` of that tab's navigator once it is
/// made (a tab never selected shows an empty page until it is).
///
/// ```swift
/// let tabs = try NavigatorTabs(pool: pool, paths: paths, tabs: [("home", homeURL), ("orders", ordersURL)])
/// window.rootViewController = HybridTabBarController(tabs: tabs)
/// try await tabs.select("home")
/// ```
///
/// The tabs decide which tab is selected and which pages are shown; choosing a
/// tab on the bar selects it there, and the bar follows every selection (a rule's
/// `"tab"`, a page's `hybrid.navigator.switchTab`).
@MainActor
public final class HybridTabBarController: UITabBarController, UITabBarControllerDelegate {
    /// The tabs shown; they decide, this controller follows.
    public let tabs: NavigatorTabs
    private var controllers: [String: UIViewController] = [:]
    private var made: Set<String> = []
    private var observation: ObservationToken?

    /// Follows `tabs` from now on: shows them as they are, and every change after.
    public init(tabs: NavigatorTabs) {
        self.tabs = tabs
        super.init(nibName: nil, bundle: nil)
        delegate = self
        observation = tabs.observe { [weak self] in self?.sync() }
        sync()
    }

    public required init?(coder: NSCoder) { fatalError("HybridTabBarController is made in code, with tabs") }

    /// One controller per tab, the made ones a navigation controller of their navigator; the selection as the tabs have it.
    private func sync() {
        var changed = false
        for (index, tab) in tabs.tabs.enumerated() where !made.contains(tab.name) {
            let controller: UIViewController
            if let navigator = tabs.madeNavigator(tab.name) {
                controller = HybridNavigationController(navigator: navigator)
                made.insert(tab.name)
            } else if controllers[tab.name] == nil {
                controller = UIViewController(nibName: nil, bundle: nil)
            } else {
                continue
            }
            controller.tabBarItem = UITabBarItem(title: tab.name, image: nil, tag: index)
            controllers[tab.name] = controller
            changed = true
        }
        if changed { setViewControllers(tabs.tabs.compactMap { controllers[$0.name] }, animated: false) }
        if let index = tabs.tabs.firstIndex(where: { $0.name == tabs.selected }), selectedIndex != index { selectedIndex = index }
        // A tab switched away takes its modal down (its navigator is no longer shown), and brings it back when chosen.
        for controller in controllers.values { (controller as? HybridNavigationController)?.sync() }
    }

    /// A person chose a tab on the bar: the tabs select it (making its navigator the first time).
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let name = controllers.first(where: { $0.value === viewController })?.key, name != tabs.selected else { return }
        Task { try? await tabs.select(name) }
    }
}
#endif
