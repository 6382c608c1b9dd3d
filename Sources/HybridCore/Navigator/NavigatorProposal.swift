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
}
