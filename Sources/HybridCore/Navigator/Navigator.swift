import Foundation
import HybridVocabulary

/// An app's pages as stacks of containers: a main stack and a modal one, routed by a ``PathConfiguration``.
///
/// Every page is a ``WebViewPool`` lease configured by the rule its URL
/// matches. Links a page's main frame follows to another page, and the page's
/// own `hybrid.navigator.push(url)`, become proposals the navigator routes as
/// Hotwire Native does: a new URL pushes, the current one replaces, the previous
/// one pops, a `modal` context presents. Pages below stay alive with their
/// script running and hear `container.hidden` and, when shown again,
/// `container.visible` and `navigator.resume` with what the page above returned.
/// A shell follows the stacks with ``observe(_:)``.
@MainActor
public final class Navigator {
    /// Where pages come from: warm processes, and pages prerendered by ``prefetch(_:)``.
    public let pool: WebViewPool
    /// The rules every route reads; replace it whole, or with ``refreshPaths(from:cachingAt:timeout:)``.
    public var paths: PathConfiguration
    /// Pages on one stack; a push past it fails with `navigator_stack_full`.
    public var maximumDepth = 20
    /// Pushes a page may ask for in one second (links and `hybrid.navigator.push`); more fail with `navigator_too_many_pushes`.
    public var maximumPushesPerSecond = 5
    /// The JSON a page may hand another: `passData` and a pop's `result` (`navigator_data_too_large` past it).
    public nonisolated static let maximumPageDataBytes = 64 * 1024
    /// The most pages that keep a web view (`nil`: no limit); past it hidden pages are
    /// discarded deepest first, never the one on top, and come back when shown, as
    /// ``NavigatorTabs/maximumLivePages`` does across tabs (which holds a tab's navigator to its budget instead).
    public var maximumLivePages: Int? {
        didSet { if tabs == nil, let maximumLivePages { Self.keep([self], within: maximumLivePages) } }
    }
    /// The tab bar this navigator is a tab of, and its name there.
    weak var tabs: NavigatorTabs?
    var tabName: String?
    /// Opens a URL whose rule says `external`; without it such URLs go nowhere and are logged.
    public var onOpenExternally: (@MainActor (URL) -> Void)?
    /// The entry page of an offline app by id (``startApp(_:params:)``, a rule's `"app"`), e.g.
    /// `app://shop/index.html`; HybridOffline's `OfflineApps.serve(in:)` sets it. Without it no app opens.
    public var appEntry: (@MainActor (String) async throws -> URL)?
    /// Told of each page opened for an app started by id, with the URL it loads, once it is on a stack
    /// (HybridOffline boots a new version there); never of a page made and then closed unopened.
    package var appPageMade: (@MainActor (String, URL, WebContainer) -> Void)?

    /// The stacks as values; every decision reads this, and only the functions of
    /// `Navigator+Stacks.swift` change it, together with ``pages``.
    private(set) var state = NavigatorState()
    /// The pages of ``state`` by id: their containers and what they were opened with.
    private(set) var pages: [Int: NavigatorEntry] = [:]
    var nativeScreens: [String: @MainActor (URL, [String: JSONValue]) -> Void] = [:]
    /// URLs from outside: their checks, repeats, and those waiting for the first page.
    let incoming = IncomingURLs()
    /// Grows whenever pages leave a stack in bulk (a modal dismissed, a stack cleared): an
    /// opening that awaited across such a change is dropped rather than re-presenting what a person closed.
    var stacksCleared = 0
    /// Pushes pages asked for across the whole navigator in the last second: a chain
    /// of pages each pushing the next is held to the same rate as one page.
    private var recentPagePushes: [ContinuousClock.Instant] = []
    private let observers = ObserverRegistry<@MainActor () -> Void>()
    let logger = HybridLog.logger("hybridkit.navigator")

    /// A navigator over `pool`'s containers, routing by `paths`.
    public init(pool: WebViewPool, paths: PathConfiguration = PathConfiguration()) {
        self.pool = pool
        self.paths = paths
    }

    var main: [NavigatorEntry] { state.main.compactMap { pages[$0.id] } }
    var modal: [NavigatorEntry] { state.modal.compactMap { pages[$0.id] } }

    /// The main stack, root first. A page discarded under memory pressure is not in it until it is shown again.
    public var stack: [WebContainer] { main.compactMap(\.container) }
    /// The modal stack, presented over the main one; empty when nothing is presented.
    public var modalStack: [WebContainer] { modal.compactMap(\.container) }
    /// Pages on the stack on top (the modal one when presented), pages discarded under
    /// memory pressure included: a shell's Back stays until this is 1, so each comes back.
    public var depthOnTop: Int { state.pages(state.stackOnTop).count }
    /// The page a person sees: the top of the modal stack, else of the main one.
    public var topContainer: WebContainer? { topEntry?.container }
    var topEntry: NavigatorEntry? { state.top.flatMap { pages[$0.id] } }

    /// Opens `open` for URLs whose rule has `"uri": uri`, instead of a web page.
    public func registerNativeScreen(_ uri: String, open: @escaping @MainActor (URL, [String: JSONValue]) -> Void) {
        nativeScreens[uri] = open
    }

    /// Calls `observer` after either stack changed; a shell redraws from ``stack`` and ``modalStack``.
    public func observe(_ observer: @escaping @MainActor () -> Void) -> ObservationToken {
        observers.add(observer)
    }

    /// Counts a page's push against the navigator-wide rate; false past it.
    func allowsPagePush() -> Bool {
        let now = ContinuousClock.now
        recentPagePushes.removeAll { now - $0 > .seconds(1) }
        guard recentPagePushes.count < maximumPushesPerSecond else { return false }
        recentPagePushes.append(now)
        return true
    }

    /// Whether the app shows the navigator at all (its window open, its tab selected):
    /// when it does not, none of its pages counts as shown, the top one included.
    public var isShown = true {
        didSet { if isShown != oldValue { updateVisibility() } }
    }

    /// Whether `container` is a page of this navigator a person sees now: the navigator is shown and
    /// the page is on top. A shell asks it when a view appears instead of taking the platform's word:
    /// a page under a sheet or in a tab not selected may still be in a window.
    package func shows(_ container: WebContainer) -> Bool {
        guard isShown else { return false }
        return (main + modal).contains { $0.container === container && state.isOnTop($0.id) }
    }

    /// Whether a shell puts the modal stack on screen: it has pages and the navigator is shown. A tab
    /// switched away takes its modal down without closing it, and brings it back when chosen again.
    package var showsModal: Bool { isShown && !modal.isEmpty }

    private func updateVisibility() {
        for entry in main + modal { entry.container?.isVisible = isShown && state.isOnTop(entry.id) }
    }

    func changed() {
        updateVisibility()
        if tabs == nil, let maximumLivePages { Self.keep([self], within: maximumLivePages) }
        tellObservers()
        openWaitingURLs()
    }

    func tellObservers() {
        for observer in observers.all { observer() }
    }

    /// Where `container`'s page is, or is about to be: its entry knows the URL before the page commits.
    package func url(of container: WebContainer) -> URL? { entry(of: container)?.currentURL }

    package func entry(of container: WebContainer) -> NavigatorEntry? {
        pages.values.first { $0.container === container }
    }

    /// Changes the stacks by `change`, a pure function of the state; pages it takes
    /// off leave ``pages`` and are returned, for the caller to close.
    @discardableResult
    func change<Result>(_ change: (inout NavigatorState) throws -> Result, adding entry: NavigatorEntry? = nil) rethrows -> Result {
        var next = state
        let result = try change(&next)
        if let entry { pages[entry.id] = entry }
        let kept = Set(next.all.map(\.id))
        for id in pages.keys where !kept.contains(id) { pages[id] = nil }
        state = next
        return result
    }

    /// Records where each page is now, before a decision reads the state: a page may have navigated in place.
    func recordURLs() {
        for entry in pages.values { state.record(entry.currentURL, for: entry.id) }
    }
}
