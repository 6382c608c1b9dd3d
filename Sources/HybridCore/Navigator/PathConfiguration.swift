import Foundation
import HybridVocabulary

/// Which URLs open how: Hotwire Native's path configuration, read from JSON.
///
/// ```json
/// { "settings": { "tabs": ["home", "cart"] },
///   "rules": [
///     { "patterns": [".*"], "properties": { "context": "default" } },
///     { "patterns": ["/new$", "/edit$"], "properties": { "context": "modal" } },
///     { "patterns": ["/scan$"], "properties": { "uri": "scan" } } ] }
/// ```
///
/// Each rule's `patterns` are regular expressions matched against a URL's path
/// (and its path with `?query`, when it has one); every matching rule's
/// `properties` apply, a later rule's value winning. The properties the
/// ``Navigator`` reads are `context` (`default`, `modal`), `presentation`
/// (`default`, `push`, `replace`, `pop`, `refresh`, `clear_all`, `replace_root`,
/// `none`), `uri` (a native screen the app registered), `external` (the system
/// browser), `package` (the URL's path and query served from that offline
/// package's `app://` host), `title`, `prerender` (render the link ahead when a
/// page showing it loads), `tab` (the ``NavigatorTabs`` tab the URL opens in) and
/// `pull_to_refresh_enabled`; the app may add its own.
/// A rule may also name `"hosts"` (`["shop.example", "*.shop.example"]`): it then
/// applies to URLs of those hosts only, so another site's `/scan` opens no native screen.
/// A document that does not parse, or names an unknown context or presentation,
/// is refused whole, with a sentence saying where.
public struct PathConfiguration: Sendable, Equatable {
    /// A document is at most 1 MB and 1,000 rules; a path over 4,096 characters matches no rule.
    package static let maximumBytes = 1 << 20
    static let maximumRules = 1_000
    static let maximumPathLength = 4_096

    /// The document's `settings`, for the app and (as `hybrid.navigator.settings()`) the page.
    public private(set) var settings: [String: JSONValue] = [:]
    package private(set) var rules: [PathRule] = []

    /// No rules: every URL gets the navigator's defaults.
    public init() {}

    /// Reads a path configuration document; throws a readable error naming what is wrong.
    public init(json data: Data) throws {
        guard data.count <= Self.maximumBytes else {
            throw PathConfigurationError("the path configuration is \(data.count) bytes; at most \(Self.maximumBytes) are read")
        }
        let document: JSONValue
        do { document = try JSONValue(jsonData: data) } catch {
            throw PathConfigurationError("the path configuration is not JSON: \(error)")
        }
        guard let object = document.objectValue else { throw PathConfigurationError("the path configuration is not a JSON object") }
        if let settings = object["settings"] {
            guard let settings = settings.objectValue else { throw PathConfigurationError("\"settings\" is not an object") }
            self.settings = settings
        }
        guard let rules = object["rules"]?.arrayValue else { throw PathConfigurationError("the path configuration has no \"rules\" array") }
        guard rules.count <= Self.maximumRules else {
            throw PathConfigurationError("the path configuration has \(rules.count) rules; at most \(Self.maximumRules) are read")
        }
        self.rules = try rules.enumerated().map { try PathRule(json: $0.element, index: $0.offset) }
    }

    /// Reads the document at `file`.
    public init(contentsOf file: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw PathConfigurationError("cannot read the path configuration at \(file.path): \(error.localizedDescription)")
        }
        try self.init(json: data)
    }

    /// The properties every rule matching `url` gives, later rules winning.
    public func properties(for url: URL) -> [String: JSONValue] {
        let path = url.path.isEmpty ? "/" : url.path
        guard path.count <= Self.maximumPathLength else { return [:] }
        let subjects = url.query.map { [path, "\(path)?\($0)"] } ?? [path]
        var properties: [String: JSONValue] = [:]
        for rule in rules where rule.matches(any: subjects, host: url.host) {
            properties.merge(rule.properties) { _, later in later }
        }
        return properties
    }
}
