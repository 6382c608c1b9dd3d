import Foundation
import HybridEngineSupport

/// What each offline app's signed manifest lets its pages call, by origin (`app://shop`):
/// the table the bridge gate reads for every call, fed by HybridOffline as versions are served.
///
/// An origin with no entry is not limited here (the app's own handler rules still apply). An
/// origin with an entry may call only handlers whose name is granted: a module (`"ui"` grants
/// `ui.*`) or one method (`"share.share"`). HybridKit's own plumbing is never a capability:
/// `hybrid.*` (the navigator, chrome and keyboard the container installs) and `offline.booted`
/// (a new version must be able to say it booted), except `hybrid.chrome.login`, which hands the page the
/// person's login and is granted by name (`"capabilities": ["hybrid.chrome.login"]`). The gate asks this after the handler's own
/// checks (origin, frame, shown, gesture), so the stricter of the two always wins.
///
/// Origins are process-wide, as `app://` hosts are: one id names one app in a process.
package enum AppCapabilities {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var granted: [BridgeOrigin: Set<String>] = [:]

    /// HybridKit's own handlers that are powers, not plumbing: `hybrid.chrome.login` asks the app for
    /// the person's login and hands the answer to the page, so a manifest grants it by name like any module.
    static let powersAmongThePlumbing: Set<String> = ["hybrid.chrome.login"]

    /// Handler names no manifest needs to grant.
    static func isPlumbing(_ handlerName: String) -> Bool {
        (handlerName.hasPrefix("hybrid.") && !powersAmongThePlumbing.contains(handlerName)) || handlerName == "offline.booted"
    }

    /// Limits `origin` to `capabilities`; `nil` lifts the limit (a package that declares none, at `app://bundle`).
    package static func set(_ capabilities: Set<String>?, for origin: String) {
        guard let parsed = try? BridgeOrigin(origin) else { return }
        lock.withLock { granted[parsed] = capabilities }
    }

    /// The capabilities `origin` is limited to, or nil when it is not limited.
    package static func limit(for origin: String) -> Set<String>? {
        guard let parsed = try? BridgeOrigin(origin) else { return nil }
        return lock.withLock { granted[parsed] }
    }

    /// Whether a page of `origin` may call `handlerName` as far as its app's manifest is concerned.
    package static func allows(_ handlerName: String, from origin: String) -> Bool {
        guard !isPlumbing(handlerName), let limit = limit(for: origin) else { return true }
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
