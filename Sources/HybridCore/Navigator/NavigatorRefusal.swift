import Foundation
import HybridEngineSupport

/// Why the navigator refused a route, with the code the page sees.
struct NavigatorRefusal: Error, BridgeErrorConvertible, CustomStringConvertible, LocalizedError {
    let code: String
    let description: String

    var bridgeErrorCode: String { code }
    var bridgeErrorMessage: String { description }
    var errorDescription: String? { description }

    static func stackFull(_ depth: Int) -> Self {
        Self(code: "navigator_stack_full", description: "the stack already holds \(depth) pages, its limit")
    }
    static func tooManyPushes(_ limit: Int) -> Self {
        Self(code: "navigator_too_many_pushes", description: "a page may push at most \(limit) pages a second")
    }
    static func urlRefused(_ url: String, _ reason: String) -> Self {
        Self(code: "navigator_url_refused", description: "\(url) cannot be opened: \(reason)")
    }
    static let nothingToPop = Self(code: "navigator_nothing_to_pop", description: "the root page cannot be popped")
    static func noMatch(_ what: String) -> Self {
        Self(code: "navigator_no_match", description: "no page on the stack matches \(what)")
    }
    static let notOnTop = Self(code: "navigator_not_on_top", description: "only the page on top may navigate")
    static func noNativeScreen(_ uri: String) -> Self {
        Self(code: "navigator_no_native_screen", description: "the app registered no native screen named \(uri)")
    }
}
