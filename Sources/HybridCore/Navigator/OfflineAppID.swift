import Foundation

/// An offline app's id, which is the host its pages are served at (`app://shop/`) and so
/// its origin: one DNS label in lowercase.
///
/// The rule, checked wherever an id enters (the navigator, path rules, HybridOffline's
/// registry and stores, the CLI): 1 to 63 characters of `a`–`z`, `0`–`9` and `-`, starting with
/// a letter, ending with a letter or a digit, never two hyphens in a row (so no `xn--` look-alikes).
/// Nothing is lowercased, decoded or trimmed for the caller: `Shop`, `%73hop`, `shop.`, `..`
/// and `a.b` are refused, not repaired, so the id checked is exactly the host served.
/// `bundle` is an id like any other: it is the one package served before apps had ids.
package enum OfflineAppID {
    package static let scheme = "app"
    /// The id of the single package HybridKit has always served at `app://bundle/`.
    package static let bundle = "bundle"

    /// nil for a valid id; otherwise a sentence saying what is wrong and what an id is.
    package static func problem(with text: String) -> String? {
        let shown = "\"\(text.prefix(70))\(text.count > 70 ? "…" : "")\""
        let rule = "an app id is 1 to 63 lowercase letters, digits and hyphens, starting with a letter and ending with a letter or digit"
        let reason: String? =
            if text.isEmpty { "it is empty" }
            else if text.count > 63 { "it is longer than 63 characters" }
            else if text.contains(where: { $0.isASCII && $0.isUppercase }) { "it has uppercase letters" }
            else if let bad = text.first(where: { !($0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-")) }) {
                "it contains \"\(bad)\""
            }
            else if !(text.first!.isLetter) { "it does not start with a letter" }
            else if text.last == "-" { "it ends with a hyphen" }
            else if text.contains("--") { "it has two hyphens in a row" }
            else { nil }
        return reason.map { "\(shown) is not an app id: \($0); \(rule)" }
    }

    /// The app whose page `url` is: its scheme is `app` and its host a valid id, exactly as written.
    package static func id(of url: URL) -> String? {
        guard url.scheme == scheme, let host = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedHost,
              problem(with: host) == nil else { return nil }
        return host
    }

    /// `app://<id>`.
    package static func origin(_ id: String) -> String { "\(scheme)://\(id)" }
}
