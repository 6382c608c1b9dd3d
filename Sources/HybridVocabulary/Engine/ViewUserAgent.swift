/// What decides one view's user agent: the engine's setting and the view's
/// own. Each change returns the ``EffectiveUserAgent`` the engine applies.
package struct ViewUserAgent: Hashable, Sendable {
    public private(set) var engine: EffectiveUserAgent
    public private(set) var custom: String?
    public let applicationName: String?

    public init(engine: EffectiveUserAgent, settings: EngineSettings) {
        self.engine = engine
        custom = settings.customUserAgent
        applicationName = settings.applicationNameForUserAgent
    }

    public var effective: EffectiveUserAgent {
        .resolve(engine: engine, viewCustom: custom, viewApplicationName: applicationName)
    }

    /// The engine's agent changed; returns what the view now sends.
    public mutating func engineChanged(to userAgent: EffectiveUserAgent) -> EffectiveUserAgent {
        engine = userAgent
        return effective
    }

    /// The view was given its own string (`nil` gives it back to the rule); returns what it now sends.
    public mutating func customChanged(to userAgent: String?) -> EffectiveUserAgent {
        custom = userAgent
        return effective
    }
}
