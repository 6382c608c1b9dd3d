import Foundation
import HybridVocabulary

/// What each offline app's signed manifest lets its pages call, by origin (`app://shop`):
/// the table the bridge gate reads for every call, fed by HybridOffline as versions are served.
///
/// An origin with no entry is not limited here (the app's own handler rules still apply). An
/// origin with an entry may call only handlers whose name is granted: a module (`"ui"` grants
/// `ui.*`) or one method (`"share.share"`). HybridKit's own plumbing is never a capability: the
/// navigator, chrome and keyboard the container installs (`hybrid.navigator.*`, `hybrid.chrome.*`,
/// `hybrid.keyboard.*`) and `offline.booted` (a new version must be able to say it booted); except
/// the powers among them, granted by name like any module: `hybrid.chrome.login` hands the page the
/// person's login, `hybrid.navigator.startApp` opens another app with trust. Every other `hybrid.`
/// module (`hybrid.storage`) is a capability like an app's own, and no shorthand may name a handler
/// `hybrid.…`. The gate asks this after the handler's own checks (origin, frame, shown, gesture),
/// so the stricter of the two always wins.
///
/// Origins are process-wide, as `app://` hosts are: one id names one app in a process.
package enum AppCapabilities {
    private static let lock = NSLock()
    /// Keyed by the origin as ``BridgeOrigin`` writes it, which is how the runtime stamps a caller.
    nonisolated(unsafe) private static var granted: [String: Set<String>] = [:]
    /// Whether any origin is limited: the gate asks on every call, and most apps limit none.
    nonisolated(unsafe) private static var limitsAny = false

    /// HybridKit's own modules whose handlers are plumbing.
    static let plumbingModules = ["hybrid.navigator.", "hybrid.chrome.", "hybrid.keyboard."]
    /// Handlers of those modules that are powers, granted by name like any module.
    static let powersAmongThePlumbing: Set<String> = ["hybrid.chrome.login", "hybrid.navigator.startApp"]

    /// Handler names no manifest needs to grant.
    static func isPlumbing(_ handlerName: String) -> Bool {
        if handlerName == "offline.booted" { return true }
        return plumbingModules.contains { handlerName.hasPrefix($0) } && !powersAmongThePlumbing.contains(handlerName)
    }

    /// Limits `origin` to `capabilities`; `nil` lifts the limit (a package that declares none, at `app://bundle`).
    package static func set(_ capabilities: Set<String>?, for origin: String) {
        guard let key = try? BridgeOrigin(origin).description else { return }
        lock.withLock {
            granted[key] = capabilities
            limitsAny = !granted.isEmpty
        }
    }

    /// The capabilities `origin` (as the runtime stamps it) is limited to, or nil when it is not limited.
    package static func limit(for origin: String) -> Set<String>? {
        lock.withLock { limitsAny ? granted[origin] : nil }
    }

    /// Whether a page of `origin` may call `handlerName` as far as its app's manifest is concerned.
    package static func allows(_ handlerName: String, from origin: String) -> Bool {
        guard let limit = limit(for: origin), !isPlumbing(handlerName) else { return true }
        return covers(limit, handlerName)
    }

    /// Whether a set of capabilities names `handlerName`: the name itself or its module (the part before the last dot).
    package static func covers(_ capabilities: Set<String>, _ handlerName: String) -> Bool {
        if capabilities.contains(handlerName) { return true }
        var module = Substring(handlerName)
        while let dot = module.lastIndex(of: ".") {
            module = module[..<dot]
            if capabilities.contains(String(module)) { return true }
        }
        return false
    }

    /// What `wanted` asks beyond `held`, each entry not already covered; `held == nil` holds everything.
    package static func widening(from held: Set<String>?, to wanted: Set<String>?) -> [String]? {
        guard let held else { return [] }
        guard let wanted else { return nil }  // unlimited: wider than any list
        return wanted.filter { !covers(held, $0) }.sorted()
    }

    /// A capability is a module name or `module.method`: identifiers joined by single dots.
    package static func problem(with capability: String) -> String? {
        let parts = capability.split(separator: ".", omittingEmptySubsequences: false)
        guard capability.count <= 128, !parts.isEmpty, parts.allSatisfy({ part in
            guard let first = part.first, first.isASCII, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }) else {
            return "the capability \"\(capability.prefix(130))\" is not a module or module.method name (such as ui or share.share)"
        }
        return nil
    }
}
