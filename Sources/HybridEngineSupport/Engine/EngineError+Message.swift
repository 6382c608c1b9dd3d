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
