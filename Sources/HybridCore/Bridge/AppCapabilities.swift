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
///
/// A capability may also name a host the app's pages may reach, as mini-program hosts list an
/// app's "legal domains": `connect:api.shop.example` (fetch, XHR, WebSocket), `frame:pay.example`
/// (frames) and `navigate:*.shop.example` (links, forms and top-level loads). `*.` covers a domain
/// and every name under it. Without one, an app's pages reach nothing but their own origin.
package enum AppCapabilities {
    /// What a page does with a host it is allowed: `connect`, `frame` or `navigate`.
    enum NetworkUse: String, CaseIterable, Sendable {
        case connect, frame, navigate
    }

    /// The host patterns `capabilities` allow for `use` (`nil`: not limited).
    static func hosts(for use: NetworkUse, within capabilities: Set<String>?) -> [String]? {
        guard let capabilities else { return nil }
        let prefix = use.rawValue + ":"
        return capabilities.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }.sorted()
    }

    /// Whether a page limited to `limit` may `use` `host`.
    static func allows(_ use: NetworkUse, host: String, within limit: Set<String>?) -> Bool {
        guard let limit else { return true }
        return covers(limit, "\(use.rawValue):\(host.lowercased())")
    }
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
        return !handlerName.contains(":") && covers(limit, handlerName)
    }

    /// The grant of an app whose manifest asks `wanted` (`nil`: anything) under a host's `ceiling`
    /// (`nil`: no ceiling): exactly the handlers both cover.
    package static func granted(_ wanted: Set<String>?, within ceiling: Set<String>?) -> Set<String>? {
        guard let ceiling else { return wanted }
        guard let wanted else { return ceiling }
        return Set(wanted.filter { covers(ceiling, $0) } + ceiling.filter { covers(wanted, $0) })
    }

    /// Whether a set of capabilities names `handlerName`: the name itself or its module (the part before
    /// the last dot); for a host (`connect:api.shop.example`), a pattern of the same use that covers it.
    package static func covers(_ capabilities: Set<String>, _ handlerName: String) -> Bool {
        if capabilities.contains(handlerName) { return true }
        if let colon = handlerName.firstIndex(of: ":") {
            let use = handlerName[...colon], wanted = handlerName[handlerName.index(after: colon)...]
            return capabilities.contains { $0.hasPrefix(use) && hostPattern($0.dropFirst(use.count), covers: wanted) }
        }
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

    /// Whether host pattern `pattern` covers `wanted` (a host or a pattern): equal, or `*.domain`
    /// covering the domain, a name under it, or a pattern of a name under it.
    static func hostPattern(_ pattern: Substring, covers wanted: Substring) -> Bool {
        if pattern == wanted { return true }
        guard pattern.hasPrefix("*.") else { return false }
        let domain = pattern.dropFirst(2)
        let host = wanted.hasPrefix("*.") ? wanted.dropFirst(2) : wanted
        return host == domain || host.hasSuffix("." + domain)
    }

    /// A capability is a module name or `module.method`: identifiers joined by single dots; or a
    /// use and a host pattern (`connect:api.shop.example`, `navigate:*.shop.example`).
    package static func problem(with capability: String) -> String? {
        if let colon = capability.firstIndex(of: ":") {
            return networkProblem(use: capability[..<colon], host: capability[capability.index(after: colon)...], capability)
        }
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

    /// Why `use:host` is not a network capability: a use of ``NetworkUse``, and a lowercase host name or
    /// IPv4 address, or `*.` and a domain of at least two labels; no scheme, port, path or bare `*`.
    private static func networkProblem(use: Substring, host: Substring, _ capability: String) -> String? {
        let shown = "the capability \"\(capability.prefix(130))\""
        guard NetworkUse(rawValue: String(use)) != nil else {
            return "\(shown) is not connect:, frame: or navigate: and a host (such as connect:api.shop.example)"
        }
        let name = host.hasPrefix("*.") ? host.dropFirst(2) : host
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        let valid = (1...253).contains(name.count) && labels.allSatisfy { label in
            (1...63).contains(label.count) && label.first != "-" && label.last != "-"
                && label.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
        }
        guard valid, !host.hasPrefix("*.") || labels.count >= 2 else {
            return "\(shown) does not name a host: write a lowercase host name (api.shop.example), or *. and a domain (*.shop.example), with no scheme, port or path"
        }
        return nil
    }
}
