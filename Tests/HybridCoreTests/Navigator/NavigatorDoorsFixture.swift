import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import HybridVocabulary
import Testing

/// A navigator on a fake engine that serves apps at `app://` with the grants a test names (as
/// HybridOffline's `OfflineApps` does): `startApp(id)` opens `app://<id>/index.html`, and that page
/// is the app's for its whole life. The host's own pages are at `https://m.example`.
@MainActor
struct NavigatorDoorsFixture {
    let apps: GrantedApps
    let navigator: Navigator

    init(grants: [String: Set<String>?], rules: String) throws {
        apps = try GrantedApps(grants)
        let pool = WebViewPool(engine: apps.engine, maximumIdle: 2, maximumReuses: 20, warmUpTimeout: .seconds(5))
        navigator = Navigator(pool: pool, paths: try PathConfiguration(json: Data(#"{"rules": \#(rules)}"#.utf8)))
        navigator.appEntry = { URL(string: "app://\($0)/index.html")! }
        navigator.appPageMade = { _, url, container in container.bridge.pageApp = url }
    }

    static func url(_ path: String) -> URL { URL(string: "https://m.example\(path)")! }

    var top: NavigatorEntry { get throws { try #require(navigator.topEntry) } }
    var urls: [String] { navigator.main.map(\.currentURL.absoluteString) }

    /// The page on top commits the load the navigator started: its document is the app's load.
    @discardableResult
    func commitTop() async throws -> NavigatorEntry {
        let entry = try top
        let view = try #require(entry.container.flatMap(PoolFixture.view(of:)))
        try await view.commitNavigation()
        return entry
    }

    /// The page on top follows a link of its own to `path` and commits it: a document the page chose.
    func topNavigatesItself(to path: String) async throws {
        let container = try #require(try top.container)
        let view = try #require(PoolFixture.view(of: container))
        let frame = Navigator.mainFrame(of: container)
        let action = NavigationAction(request: URLRequest(url: Self.url(path)), kind: .linkActivated, sourceFrame: frame, targetFrame: frame)
        _ = await view.navigate(action)
        try await view.commitNavigation()
    }

    /// The code of the refusal `body` throws; `nil` when it throws none.
    static func refusal(_ body: () async throws -> Void) async -> String? {
        do { try await body() } catch let refusal as NavigatorRefusal { return refusal.code } catch let error as BridgeError {
            return error.code
        } catch { return "\(error)" }
        return nil
    }
}
