/// What went wrong inside an engine, as a typed value with a stable code.
public enum EngineError: Error, Equatable, Sendable {
    /// The script threw, or did not parse. `message` is the engine's text, e.g. `SyntaxError: …`.
    case javaScriptException(message: String)
    /// The script's result cannot be expressed as JSON (a function, a DOM node, a cycle).
    case unsupportedResultType(String)
    /// The view was closed; it can no longer be used.
    case viewClosed
    /// A URL that cannot be loaded: `reason` says why.
    case invalidURL(String)
    /// The engine refused or failed an operation; `message` is its text.
    case operationFailed(String)
    /// A custom scheme cannot be registered: reserved, already taken, or views already exist.
    case urlSchemeUnavailable(String)
    /// Saved session state this engine cannot read (another engine's, or damaged).
    case invalidSessionState(String)
    /// The engine has no way to do this (WKWebView cannot end its web process on request).
    case unsupported(String)
    /// The bridge runtime's world, which only the container may run script in.
    case reservedWorld(String)
    /// A load's cache policy the engine cannot carry out, named: WebKitGTK has no
    /// cache-only loads (`returnCacheDataDontLoad`).
    case cachePolicyUnsupported(String)
    /// A value the app passed is out of range or malformed: `reason` says which and why.
    case invalidArgument(String)

    /// A stable string code for logs and for JavaScript.
    public var code: String {
        switch self {
        case .javaScriptException: "js_exception"
        case .unsupportedResultType: "unsupported_result_type"
        case .viewClosed: "view_closed"
        case .invalidURL: "invalid_url"
        case .operationFailed: "engine_failed"
        case .urlSchemeUnavailable: "url_scheme_unavailable"
        case .invalidSessionState: "invalid_session_state"
        case .unsupported: "unsupported"
        case .reservedWorld: "reserved_world"
        case .cachePolicyUnsupported: "cache_policy_unsupported"
        case .invalidArgument: "invalid_argument"
        }
    }
}

extension EngineError {
    /// The error as a sentence for people: what went wrong, never the Swift case.
    public var message: String {
        switch self {
        case .javaScriptException(let message): "the page's script threw: \(message)"
        case .unsupportedResultType(let type): "the script returned a value JSON cannot hold (\(type))"
        case .viewClosed: "the web view is closed"
        case .invalidURL(let reason), .operationFailed(let reason), .urlSchemeUnavailable(let reason),
             .invalidSessionState(let reason), .unsupported(let reason), .reservedWorld(let reason),
             .cachePolicyUnsupported(let reason), .invalidArgument(let reason): reason
        }
    }
}
