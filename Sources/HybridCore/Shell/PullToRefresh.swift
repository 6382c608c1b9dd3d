import HybridVocabulary

/// A pull at the top of the page where the engine has no pull gesture of its
/// own (`pull-to-refresh.js` reports it from the isolated world): a refresh
/// when `ViewSettings.pullToRefresh` is on, nothing otherwise. On iOS the engine
/// view's `UIRefreshControl` reports its pull through the engine delegate instead.
@MainActor
enum PullToRefresh {
    static let handlerName = "hybridkitPull"

    static func install(on view: RecoverableView, chrome: ContainerChrome) throws {
        try view.addUserScript(UserScript(source: ContainerScripts.pullToRefresh, forMainFrameOnly: true, world: .hybrid))
        try view.addMessageHandler(named: Self.handlerName, in: .hybrid) { [weak chrome] _ in
            if let chrome, chrome.pullToRefresh { chrome.pulled() }
            return .success(.null)
        }
    }
}
