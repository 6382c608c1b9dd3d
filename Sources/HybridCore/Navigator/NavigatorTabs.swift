import Foundation
import HybridVocabulary

/// A tab bar of navigators: each tab its own ``Navigator`` (a main and a modal
/// stack), made when the tab is first selected (or at once, with `makesEveryTab`).
///
/// Only the selected tab's page on top is shown; every page of every other tab is
/// hidden (it hears `container.hidden` and counts as not shown for every power:
/// dialogs, new windows, external opens, modules that need a shown page).
/// Switching tabs changes only that: no page reloads, each keeps its scroll and state.
/// A path rule's `"tab": "orders"` routes its URLs into that tab, selecting it; a
/// page on top of the selected tab may switch tabs with `hybrid.navigator.switchTab(name)`.
/// ``maximumLivePages`` holds the pages with a web view, across tabs, to the app's budget.
@MainActor
public final class NavigatorTabs {
    /// The tabs in bar order: each one's name and the page its stack starts with.
    public let tabs: [(name: String, root: URL)]
    public let pool: WebViewPool
    /// The rules every tab's navigator routes by.
    public var paths: PathConfiguration {
        didSet { for navigator in navigators.values { navigator.paths = paths } }
    }
    /// The tab a person sees.
    public private(set) var selected: String
    /// Whether the app shows the tabs at all (their window open): when not, no page is shown.
    public var isShown = true {
        didSet { updateVisibility() }
    }
    /// The most pages, across every tab, that keep a web view (`nil`: no limit). Past it,
    /// hidden pages are discarded deepest first (the page furthest below its stack's top,
    /// in any tab, another tab's before the selected one's at equal depth; never the page
    /// a person sees) and come back as they are shown again,
    /// with the trust they had and their scroll, at the cost of a load.
    public var maximumLivePages: Int? {
        didSet { keepToBudget() }
    }
    /// Called with each tab's navigator as it is made, before its root page opens (to register native screens).
    public var onNavigatorMade: (@MainActor (String, Navigator) -> Void)?

    private var navigators: [String: Navigator] = [:]
    private var tokens: [ObservationToken] = []
    private let observers = ObserverRegistry<@MainActor () -> Void>()
    /// The budget is being kept: a navigator heard from meanwhile asks for nothing more.
    private var keeping = false

    /// Tabs named `tabs` (unique, not empty), the first selected; `makesEveryTab` opens every tab's root now instead of on first selection.
    public init(pool: WebViewPool, paths: PathConfiguration = PathConfiguration(), tabs: [(name: String, root: URL)]) throws {
        guard let first = tabs.first, Set(tabs.map(\.name)).count == tabs.count else {
            throw NavigatorRefusal(code: "navigator_no_tab", description: "a tab bar needs at least one tab, each with its own name")
        }
        self.tabs = tabs
        self.pool = pool
        self.paths = paths
        selected = first.name
    }

    /// The navigator of the selected tab, made with its root page if it was not yet.
    public var selectedNavigator: Navigator {
        get async throws { try await navigator(selected) }
    }

    /// The tab's navigator, made (and its root page opened) on first use.
    public func navigator(_ name: String) async throws -> Navigator {
        if let navigator = navigators[name] { return navigator }
        guard let tab = tabs.first(where: { $0.name == name }) else { throw NavigatorRefusal.noTab(name) }
        let navigator = Navigator(pool: pool, paths: paths)
        navigator.tabs = self
        navigator.tabName = name
        navigator.isShown = isShown && name == selected
        navigators[name] = navigator
        tokens.append(navigator.observe { [weak self] in self?.navigatorChanged() })
        onNavigatorMade?(name, navigator)
        // The root opens in its own tab whatever its rule says, so two tabs' roots cannot route to each other.
        try await navigator.route(NavigatorProposal(url: tab.root, overrides: ["tab": .string(name)]))
        return navigator
    }

    /// The tab's navigator if it was made: no page is opened by asking.
    public func madeNavigator(_ name: String) -> Navigator? { navigators[name] }

    /// Opens every tab's root page now, rather than on each tab's first selection.
    public func makeEveryTab() async throws {
        for tab in tabs { _ = try await navigator(tab.name) }
    }

    /// Shows `name`'s pages and hides every other tab's. Nothing reloads; a page discarded
    /// under the budget comes back. A tab never selected before opens its root page.
    public func select(_ name: String) async throws {
        guard tabs.contains(where: { $0.name == name }) else { throw NavigatorRefusal.noTab(name) }
        if selected != name {
            selected = name
            updateVisibility()
        }
        let navigator = try await navigator(name)
        try await navigator.showTop()
        notify()
    }

    /// Routes `url` by the rules: into the tab its rule names (selecting it), else in the selected tab.
    public func route(_ url: URL) async throws {
        try await route(NavigatorProposal(url: url), in: paths.properties(for: url)["tab"]?.stringValue ?? selected)
    }

    /// Calls `observer` after a tab was selected or any tab's stacks changed.
    public func observe(_ observer: @escaping @MainActor () -> Void) -> ObservationToken {
        observers.add(observer)
    }

    /// A proposal a rule moves into `name`: that tab's navigator (made, hidden, if it was not)
    /// plans it first; only a plan it takes selects the tab and is carried out there, so a refused
    /// proposal leaves the selected tab, the stacks and the shell as they were.
    /// A page's proposal is held to the top it finds there, as when its route closed its own stack.
    func route(_ proposal: NavigatorProposal, in name: String) async throws {
        var proposal = proposal
        if let asker = proposal.from, navigators[name]?.pages[asker.id] == nil { (proposal.askerLeftByRoute, proposal.fromOtherTab) = (true, true) }
        let navigator = try await navigator(name)
        let plan = try navigator.plan(proposal)
        try await select(name)
        try await navigator.carryOut(plan)
    }

    private func updateVisibility() {
        for (name, navigator) in navigators { navigator.isShown = isShown && name == selected }
    }

    private func navigatorChanged() {
        keepToBudget()
        notify()
    }

    private func notify() {
        for observer in observers.all { observer() }
    }

    /// Discards hidden pages past ``maximumLivePages``, deepest first across tabs (hidden tabs' first at equal depth).
    private func keepToBudget() {
        guard let maximum = maximumLivePages, !keeping else { return }
        keeping = true
        defer { keeping = false }
        let order = tabs.map(\.name).filter { $0 != selected } + [selected]
        // Every page past the budget goes first; then each navigator that lost one is heard once
        // (which comes back here, as every change of a tab does, and finds nothing more to do).
        for owner in Navigator.keep(order.compactMap { navigators[$0] }, within: maximum) { owner.tellObservers() }
    }
}
