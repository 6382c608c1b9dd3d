import Foundation
import HybridVocabulary

/// One page on a navigator's stack: its container (nil while discarded under
/// memory pressure), what it was opened with, and the pushes it asked for.
@MainActor
package final class NavigatorEntry {
    /// Names the page in ``NavigatorState``: unique among the navigators of one pool (a tab bar's), which hands it out.
    let id: Int
    var container: WebContainer?
    var url: URL
    let startupParams: JSONValue
    let configuration: ContainerConfiguration
    /// How the page was opened (`hybrid.navigator.opening()`): `source`, `url`, and
    /// for a notification its `payload`, for a custom-scheme URL the `receivedURL`.
    var opening: JSONValue = .null
    /// Where it was scrolled when discarded, to put the person back.
    var discardedScroll: (x: Double, y: Double)?
    /// The origins its container trusted when it was discarded, given back when it is restored.
    var trustedOrigins: Set<BridgeOrigin> = []
    /// How its document had its trust when it was discarded, given back when it is restored.
    var keptTrust: DocumentTrustRecord.Kept?
    /// Its `hybrid.navigator`, which tells the page `navigator.resume`.
    var module: NavigatorModule?
    /// The page that opened it; a pop's result goes to that page only.
    weak var opener: NavigatorEntry?
    /// The offline app it was started as (``Navigator/startApp(_:params:)``); its pages are closed together by `popApp`.
    var app: String?
    /// The first load, started when the page was pushed; awaited by whoever needs the page loaded.
    package private(set) var firstLoad: Task<Void, Never>?
    private var pushes: [ContinuousClock.Instant] = []

    init(id: Int, container: WebContainer, url: URL, startupParams: JSONValue, configuration: ContainerConfiguration) {
        self.id = id
        self.container = container
        self.url = url
        self.startupParams = startupParams
        self.configuration = configuration
    }

    /// Where the page is now: it may have navigated in place since it was opened.
    var currentURL: URL { container?.url ?? url }
    /// The page as ``NavigatorState`` holds it.
    var page: NavigatorState.Page { NavigatorState.Page(id: id, url: currentURL) }

    /// Starts loading `url` (putting the scroll back once the page is ready, for a page brought back).
    func startLoad(_ container: WebContainer, scroll: (x: Double, y: Double)? = nil) {
        let url = url
        firstLoad = Task { [logger = HybridLog.logger("hybridkit.navigator")] in
            do { try await container.load(url) } catch { return logger.notice("\(url.absoluteString) did not load: \(error)") }
            guard let scroll, (try? await container.bridge.waitUntilPageReady()) != nil else { return }
            _ = try? await container.bridge.runTask("scrollRestore", arguments: ["x": .number(scroll.x), "y": .number(scroll.y)],
                                                    timeout: .seconds(5))
        }
    }

    /// Counts a push this page asks for; false past `limit` in the last second.
    func allowsPush(limit: Int) -> Bool {
        let now = ContinuousClock.now
        pushes.removeAll { now - $0 > .seconds(1) }
        guard pushes.count < limit else { return false }
        pushes.append(now)
        return true
    }
}
