extension CookieJarStore {
    /// Whether session cookies (no `Expires`/`Max-Age`) outlive an app restart.
    ///
    /// Browsers drop them when the session ends; an app that is killed in the
    /// background often wants to keep the login instead. The app decides.
    public enum SessionCookiePolicy: String, Sendable, Hashable, Codable {
        /// Session cookies are written to disk and restored.
        case keep
        /// Session cookies are neither written nor restored.
        case discard
    }
}
