/// The user agent one view sends, decided by one rule on every engine:
/// the view's own string (``EngineSettings/customUserAgent`` or
/// `setCustomUserAgent`), else the view's ``EngineSettings/applicationNameForUserAgent``
/// after the engine's own string, else the engine's ``UserAgent``.
/// Engines only translate the result.
package enum EffectiveUserAgent: Hashable, Sendable {
    /// The engine's own string.
    case engineDefault
    /// The engine's own string, a space, then this text (`MyApp/2.1`).
    case appending(String)
    /// This whole string instead of the engine's.
    case replacing(String)

    public static func resolve(engine: UserAgent, viewCustom: String?, viewApplicationName: String?) -> EffectiveUserAgent {
        if let viewCustom { return .replacing(viewCustom) }
        if let viewApplicationName { return .appending(viewApplicationName) }
        switch engine {
        case .engineDefault: return .engineDefault
        case .appending(let name, let version): return .appending("\(name)/\(version)")
        case .replacing(let text): return .replacing(text)
        }
    }
}
