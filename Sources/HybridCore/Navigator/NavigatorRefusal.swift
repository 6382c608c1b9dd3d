import Foundation
import HybridVocabulary

/// Why the navigator refused a route, with the code the page sees.
package struct NavigatorRefusal: Error, BridgeErrorConvertible, CustomStringConvertible, LocalizedError {
    package let code: String
    package let description: String

    package var bridgeErrorCode: String { code }
    package var bridgeErrorMessage: String { description }
    package var errorDescription: String? { description }

    package static func stackFull(_ depth: Int) -> Self {
        Self(code: "navigator_stack_full", description: "the stack already holds \(depth) pages, its limit")
    }
    package static func tooManyPushes(_ limit: Int) -> Self {
        Self(code: "navigator_too_many_pushes", description: "a page may push at most \(limit) pages a second")
    }
    package static func urlRefused(_ url: String, _ reason: String) -> Self {
        Self(code: "navigator_url_refused", description: "\(url) cannot be opened: \(reason)")
    }
    package static let nothingToPop = Self(code: "navigator_nothing_to_pop", description: "the root page cannot be popped")
    package static func noMatch(_ what: String) -> Self {
        Self(code: "navigator_no_match", description: "no page on the stack matches \(what)")
    }
    package static let notOnTop = Self(code: "navigator_not_on_top", description: "only the page on top may navigate")
    package static let stacksChanged = Self(code: "navigator_stacks_changed",
                                            description: "the stacks changed while the page was being opened (the asking page left the top, or the modal was dismissed)")
    package static func dataTooLarge(_ what: String, limit: Int) -> Self {
        Self(code: "navigator_data_too_large", description: "\(what) is larger than \(limit) bytes of JSON")
    }
    package static func invalidAppID(_ problem: String) -> Self { Self(code: "invalid_app_id", description: problem) }
    package static func noApp(_ id: String) -> Self {
        Self(code: "navigator_no_app", description: "no offline app named \(id) is installed in this navigator")
    }
    package static func notOwnApp(_ id: String) -> Self {
        Self(code: "navigator_not_own_app", description: "a page may close its own app's pages only, not \(id)'s")
    }
    package static func noTab(_ name: String) -> Self {
        Self(code: "navigator_no_tab", description: "there is no tab \(name.prefix(100))")
    }
    package static func otherTab(_ name: String) -> Self {
        Self(code: "navigator_other_tab",
             description: "a page of another tab may only add a page to the tab \(name.prefix(100)), not close, replace or reload its pages")
    }
    static func askerNotTrusted(_ what: String) -> Self {
        Self(code: "navigator_asker_not_trusted",
             description: "only a page the app loaded itself, at an origin it trusts (not one reached by a link, a redirect or the page's own navigation), may open \(what.prefix(200))")
    }
    /// The code a bridge call that needs activation is refused with: a page handles both alike.
    static func gestureRequired(_ url: String) -> Self {
        Self(code: "user_activation_required",
             description: "\(url.prefix(200)) opens outside the app only on a person's tap, and one tap opens one thing")
    }
    package static func noNativeScreen(_ uri: String) -> Self {
        Self(code: "navigator_no_native_screen", description: "the app registered no native screen named \(uri)")
    }
}
