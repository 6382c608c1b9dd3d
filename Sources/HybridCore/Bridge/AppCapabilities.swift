import Foundation
import HybridVocabulary

/// The rules of offline apps' capabilities: what a manifest may name, what covers a handler, and
/// what is plumbing every page has. The grants themselves are ``AppGrants``, owned by the host.
///
/// A capability names a module (`"ui"` grants `ui.*`) or one method (`"share.share"`). HybridKit's own
/// plumbing is never a capability: the navigator, chrome and keyboard the container installs
/// (`hybrid.navigator.*`, `hybrid.chrome.*`, `hybrid.keyboard.*`) and `offline.booted` (a new version
/// must be able to say it booted); except the powers among them, granted by name like any module:
/// `hybrid.chrome.login` hands the page the person's login, `hybrid.navigator.startApp` opens another
/// app with trust. Every other `hybrid.` module (`hybrid.storage`) is a capability like an app's own.
/// A manifest or a host's ceiling that names `hybrid`, `offline` or a plumbing module is refused: such a
/// name would cover the powers among the plumbing without naming them. The gate asks after the
/// handler's own checks (origin, frame, shown, gesture), so the stricter of the two always wins.
package enum AppCapabilities {
    /// HybridKit's own modules whose handlers are plumbing.
    static let plumbingModules = ["hybrid.navigator.", "hybrid.chrome.", "hybrid.keyboard."]
    /// Handlers of those modules that are powers, granted by name like any module.
    static let powersAmongThePlumbing: Set<String> = ["hybrid.chrome.login", "hybrid.navigator.startApp"]

    /// Handler names no manifest needs to grant.
    static func isPlumbing(_ handlerName: String) -> Bool {
        if handlerName == "offline.booted" { return true }
        return plumbingModules.contains { handlerName.hasPrefix($0) } && !powersAmongThePlumbing.contains(handlerName)
    }

    /// Whether a page limited to `limit` (`nil`: not limited) may call `handlerName`.
    package static func allows(_ handlerName: String, within limit: Set<String>?) -> Bool {
        guard let limit, !isPlumbing(handlerName) else { return true }
        return covers(limit, handlerName)
    }

    /// The grant of an app whose manifest asks `wanted` (`nil`: anything) under a host's `ceiling`
    /// (`nil`: no ceiling): exactly the handlers both cover.
    package static func granted(_ wanted: Set<String>?, within ceiling: Set<String>?) -> Set<String>? {
        guard let ceiling else { return wanted }
        guard let wanted else { return ceiling }
        return Set(wanted.filter { covers(ceiling, $0) } + ceiling.filter { covers(wanted, $0) })
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
        if !powersAmongThePlumbing.contains(capability),
           isPlumbing(capability) || (plumbingModules + ["offline.booted"]).contains(where: { $0.hasPrefix(capability + ".") }) {
            return "the capability \"\(capability)\" names HybridKit's own plumbing, which every page has; name a power by itself (hybrid.chrome.login, hybrid.navigator.startApp) or a module such as ui"
        }
        return nil
    }
}
