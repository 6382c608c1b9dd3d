import Foundation
import HybridVocabulary

/// A URL to open and how, from the app, a link or a page's `hybrid.navigator` call.
struct NavigatorProposal {
    var url: URL
    /// Properties that win over the path configuration's (a page's `context`, `presentation`, `title`).
    var overrides: [String: JSONValue] = [:]
    var passData: JSONValue = .null
    /// The page that asked; nil when the app routes. A page's proposal trusts only what that page's container trusts.
    var from: NavigatorEntry?
    /// Moved into one of the app's packages by a rule: the package's origin is trusted, as the app chose it.
    var trustsTarget = false
    /// How it arrived, for `hybrid.navigator.opening()`; `nil`: the app's route or a page's link.
    var opening: JSONValue?
    /// The route itself closed the stack the asking page was in (a `replace_root`, a modal
    /// dismissed for a main-stack page): the asker is gone by the route's own doing, so the
    /// opening is held to the top it left instead of to the asker being on top.
    var askerLeftByRoute = false
    /// An offline app started by id (``Navigator/startApp(_:params:)``, a rule's `"app"`), and its startup parameters.
    var app: (id: String, params: JSONValue)?
    /// A rule moved the asking page's proposal into another tab than its own: there it may
    /// only add a page, never close, replace or reload that tab's pages.
    var fromOtherTab = false
    /// A person's real gesture came with it: a link's trusted click, or a call made with activation
    /// (``BridgeMessageSource/hasUserActivation``). An `external` rule needs it and spends it.
    var hasGesture = false

    /// Notes that the route is about to close `closing`, the asker's stack when it is in it.
    mutating func noteLeaving(_ closing: [NavigatorEntry]) {
        if let from, closing.contains(where: { $0 === from }) { askerLeftByRoute = true }
    }
}
