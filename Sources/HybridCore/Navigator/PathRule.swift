import Foundation
import HybridVocabulary

/// One rule of a ``PathConfiguration``: its patterns, compiled once, and its properties.
package struct PathRule: Sendable, Equatable {
    package let patterns: [String]
    package let properties: [String: JSONValue]
    /// `"hosts"`: the rule applies to URLs of these hosts only (`*.example.com` for a domain);
    /// without it, to every host. A rule that opens native screens should name its hosts.
    package let hosts: HostPatterns?
    private let expressions: [PathPattern]

    static let contexts: Set<String> = ["default", "modal"]
    static let presentations: Set<String> = ["default", "push", "replace", "pop", "refresh", "clear_all", "replace_root", "none"]

    init(json: JSONValue, index: Int) throws {
        let name = "rule \(index + 1)"
        guard let object = json.objectValue else { throw PathConfigurationError("\(name) is not an object") }
        guard let patterns = object["patterns"]?.arrayValue, !patterns.isEmpty else {
            throw PathConfigurationError("\(name) has no \"patterns\" array")
        }
        self.patterns = try patterns.map {
            guard let text = $0.stringValue else { throw PathConfigurationError("\(name) has a pattern that is not a string") }
            return text
        }
        expressions = try self.patterns.map { try PathPattern($0, rule: name) }
        if let hosts = object["hosts"] {
            guard let list = hosts.arrayValue, !list.isEmpty, list.allSatisfy({ $0.stringValue?.isEmpty == false }) else {
                throw PathConfigurationError("\(name)'s \"hosts\" is not a list of host names, such as [\"shop.example\", \"*.shop.example\"]")
            }
            self.hosts = HostPatterns(list.compactMap(\.stringValue))
        } else {
            self.hosts = nil
        }
        guard let properties = (object["properties"] ?? .object([:])).objectValue else {
            throw PathConfigurationError("\(name)'s \"properties\" is not an object")
        }
        try Self.check(properties, Self.contexts, key: "context", rule: name)
        try Self.check(properties, Self.presentations, key: "presentation", rule: name)
        if let host = properties["package"] {
            guard let text = host.stringValue, PathRule.isPackageHost(text) else {
                throw PathConfigurationError("\(name)'s \"package\" is \(host.jsonText); it is a package's host name, such as checkout")
            }
        }
        if let app = properties["app"] {
            guard let id = app.stringValue else { throw PathConfigurationError("\(name)'s \"app\" is \(app.jsonText); it is an app id, such as shop") }
            if let problem = OfflineAppID.problem(with: id) { throw PathConfigurationError("\(name)'s \"app\": \(problem)") }
        }
        for key in ["uri", "title", "tab"] where properties[key] != nil && properties[key]?.stringValue == nil {
            throw PathConfigurationError("\(name)'s \"\(key)\" is not a string")
        }
        for key in ["external", "prerender", "pull_to_refresh_enabled"] where properties[key] != nil && properties[key]?.boolValue == nil {
            throw PathConfigurationError("\(name)'s \"\(key)\" is not true or false")
        }
        self.properties = properties
    }

    private static func check(_ properties: [String: JSONValue], _ allowed: Set<String>, key: String, rule: String) throws {
        guard let value = properties[key] else { return }
        guard let text = value.stringValue, allowed.contains(text) else {
            throw PathConfigurationError("\(rule)'s \"\(key)\" is \(value.jsonText); it is one of \(allowed.sorted().joined(separator: ", "))")
        }
    }

    /// A host name an offline package is served at: lowercase letters, digits, dots and hyphens.
    static func isPackageHost(_ text: String) -> Bool {
        (1...253).contains(text.count) && text.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "." || $0 == "-" }
    }

    func matches(any subjects: [String], host: String?) -> Bool {
        if let hosts, !hosts.contains(host) { return false }
        return expressions.contains { pattern in subjects.contains { pattern.matches($0) } }
    }

    package static func == (lhs: PathRule, rhs: PathRule) -> Bool {
        lhs.patterns == rhs.patterns && lhs.properties == rhs.properties && lhs.hosts == rhs.hosts
    }
}
