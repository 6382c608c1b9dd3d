/// The checks every engine makes before it registers a scheme, so they fail the same everywhere.
package enum URLSchemeRegistration {
    package static let reserved: Set<String> = ["http", "https", "file", "data", "about", "blob", "javascript", "ws", "wss"]

    /// The lower-cased scheme, or the error that says why it cannot be registered.
    public static func validate(_ scheme: String, registered: Set<String>, viewsMade: Bool) throws -> String {
        let lowered = scheme.lowercased()
        guard let first = lowered.first, first.isLetter,
              lowered.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { throw EngineError.urlSchemeUnavailable("'\(scheme)' is not a URL scheme") }
        guard !reserved.contains(lowered) else { throw EngineError.urlSchemeUnavailable("\(lowered): the engine handles it itself") }
        guard !registered.contains(lowered) else { throw EngineError.urlSchemeUnavailable("\(lowered): already registered") }
        guard !viewsMade else {
            throw EngineError.urlSchemeUnavailable("\(lowered): register schemes before the engine makes its first view")
        }
        return lowered
    }
}
