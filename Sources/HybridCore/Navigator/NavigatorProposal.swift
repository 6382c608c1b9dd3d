import Foundation
import HybridEngineSupport

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
}
