import Foundation
@testable import HybridCore

/// Two tabs on the fake engine, home and orders, of `https://m.example`, routed by `rules`.
@MainActor
enum TabsFixture {
    static func url(_ path: String) -> URL { URL(string: "https://m.example\(path)")! }

    static func tabs(rules: String, home: String = "/home") throws -> NavigatorTabs {
        let (pool, _) = PoolFixture.pool()
        return try NavigatorTabs(pool: pool, paths: PathConfiguration(json: Data(#"{"rules": \#(rules)}"#.utf8)),
                                 tabs: [("home", url(home)), ("orders", url("/orders/list"))])
    }

    /// The paths of tab `name`'s main stack, root first; none while the tab is not made.
    static func paths(_ tabs: NavigatorTabs, _ name: String) -> [String] {
        tabs.madeNavigator(name)?.main.map(\.currentURL.path) ?? []
    }
}
