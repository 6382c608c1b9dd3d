import Foundation
import HybridCookies
#if canImport(FoundationNetworking)
import FoundationNetworking
import HybridVocabulary
#endif

/// Values an app adds to its H5 pages once, each only for the hosts or
/// origins it names: query items on main-frame URLs, headers on main-frame
/// requests, and values the page reads as `hybrid.values`.
///
/// Never a `Cookie` header: it would replace the engine's cookies and break
/// redirect chains (`cookie_header_refused`).
public struct CommonParameters: Sendable {
    /// Added to main-frame URLs of ``queryHosts`` that do not have an item of that name.
    public private(set) var queryItems: [URLQueryItem]
    /// Exact hosts, or `*.example.com` for a domain and all its subdomains (the same for ``headerHosts``).
    public var queryHosts: [String] { queryHostPatterns.patterns }
    let queryHostPatterns: HostPatterns
    /// Added to main-frame requests to ``headerHosts`` that do not set them; never `Cookie`.
    public private(set) var headers: [String: String]
    public var headerHosts: [String] { headerHostPatterns.patterns }
    let headerHostPatterns: HostPatterns
    /// What pages of ``scriptOrigins`` read as `hybrid.values`: passed as data
    /// (the one JSON encoder), never as script source. Opaque origins get none.
    public private(set) var scriptValues: [String: JSONValue]
    public private(set) var scriptOrigins: Set<BridgeOrigin>

    /// Checks every header and value here, so a mistake fails where it is configured:
    /// a `Cookie` header (`cookie_header_refused`), a header name that is not an HTTP token
    /// or a value with a line break (`invalid_header`), a script value with no JSON form
    /// (`invalid_script_value`). The error's description starts with its code.
    public init(
        queryItems: [URLQueryItem] = [], queryHosts: [String] = [],
        headers: [String: String] = [:], headerHosts: [String] = [],
        scriptValues: [String: JSONValue] = [:], scriptOrigins: Set<BridgeOrigin> = []
    ) throws {
        try self.init(checking: queryItems, queryHosts, headers, headerHosts, scriptValues, scriptOrigins)
    }

    private init(
        checking queryItems: [URLQueryItem], _ queryHosts: [String], _ headers: [String: String], _ headerHosts: [String],
        _ scriptValues: [String: JSONValue], _ scriptOrigins: Set<BridgeOrigin>
    ) throws(CommonParameterError) {
        for (name, value) in headers { try Self.check(header: name, value: value) }
        for (key, value) in scriptValues where (try? RawJSON(value)) == nil { throw .invalidScriptValue(key) }
        self.queryItems = queryItems
        queryHostPatterns = HostPatterns(queryHosts)
        self.headers = headers
        headerHostPatterns = HostPatterns(headerHosts)
        self.scriptValues = scriptValues
        self.scriptOrigins = scriptOrigins
    }

    private static func check(header name: String, value: String) throws(CommonParameterError) {
        if name.lowercased() == "cookie" { throw .cookieHeaderRefused }
        let token = CharacterSet(charactersIn: "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(token.contains), !value.contains(where: \.isNewline) else {
            throw .invalidHeader(name)
        }
    }
}
