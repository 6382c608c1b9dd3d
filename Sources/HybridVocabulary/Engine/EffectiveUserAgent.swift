/// The user agent one view sends, decided by one rule on every engine:
/// the view's own string (``EngineSettings/customUserAgent`` or
/// `setCustomUserAgent`), else the view's ``EngineSettings/applicationNameForUserAgent``
/// after the engine's own string, else the engine's `customUserAgent`, else its
/// `applicationNameForUserAgent` after its own string.
/// Engines only translate the result.
package enum EffectiveUserAgent: Hashable, Sendable {
    /// The engine's own string.
    case engineDefault
    /// The engine's own string, a space, then this text (`MyApp/2.1`).
    case appending(String)
    /// This whole string instead of the engine's.
    case replacing(String)

    /// What one string and one application name say, the string first: a view's settings or an engine's.
    public init(custom: String?, applicationName: String?) {
        if let custom { self = .replacing(custom) } else if let applicationName { self = .appending(applicationName) } else { self = .engineDefault }
    }

    public static func resolve(engine: EffectiveUserAgent, viewCustom: String?, viewApplicationName: String?) -> EffectiveUserAgent {
        let view = EffectiveUserAgent(custom: viewCustom, applicationName: viewApplicationName)
        return view == .engineDefault ? engine : view
    }
}
