/// The user agent every view of an engine sends, in `navigator.userAgent` and
/// in each request's `User-Agent` header. Set on the engine, so pooled views agree.
public enum UserAgent: Hashable, Sendable {
    /// The engine's own string.
    case engineDefault
    /// The engine's own string followed by `name/version`, e.g. `… MyApp/2.1`.
    case appending(applicationName: String, version: String)
    /// This whole string instead of the engine's.
    case replacing(String)
}
