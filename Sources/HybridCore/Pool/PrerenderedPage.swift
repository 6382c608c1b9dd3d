import HybridVocabulary
import Foundation
import HybridCookies

/// A page the pool loaded ahead of time in a hidden container, and what decides
/// whether it is still fresh: its expiry, its host's cookies, its web process.
@MainActor
final class PrerenderedPage {
    let url: URL
    /// The profile it was loaded in: only a lease for that profile gets it.
    let profile: WebsiteDataProfile
    let container: WebContainer
    let expires: ContinuousClock.Instant
    /// The host's cookies when the page finished loading.
    let cookies: [String]
    /// Set by the engine's cookie store on any change; the lease then compares `cookies`.
    var cookiesMayHaveChanged = false
    /// Asked for by a page (`hybrid.navigator.prefetch`, a marked link), not the app:
    /// a page's prerender never takes the place of one the app made.
    var isPagesOwn = false

    init(url: URL, profile: WebsiteDataProfile, container: WebContainer, expires: ContinuousClock.Instant, cookies: [String]) {
        self.url = url
        self.profile = profile
        self.container = container
        self.expires = expires
        self.cookies = cookies
    }

    /// What identifies a document: scheme and host lowercased, default port and
    /// fragment dropped, an empty path as `/`. Two URLs with the same key are one document.
    nonisolated static func key(_ url: URL) -> String? {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false), let scheme = parts.scheme?.lowercased() else { return nil }
        parts.scheme = scheme
        parts.host = parts.host?.lowercased()
        if (scheme == "http" && parts.port == 80) || (scheme == "https" && parts.port == 443) { parts.port = nil }
        if parts.path.isEmpty, parts.host != nil { parts.path = "/" }
        parts.fragment = nil
        return parts.string
    }

    /// The pool's key of a prerender: the profile, then the document's key.
    nonisolated static func key(_ url: URL, profile: WebsiteDataProfile) -> String? {
        guard let document = key(url) else { return nil }
        let tag = profile.name.map { "named:" + $0 } ?? (profile.isEphemeral ? "ephemeral" : "default")
        return tag + " " + document
    }

    /// The cookies a request to `url`'s host could carry, as comparable text.
    nonisolated static func fingerprint(_ cookies: [Cookie], for url: URL) -> [String] {
        guard let host = url.host?.lowercased() else { return [] }
        return cookies.filter { cookie in
            let domain = cookie.domain.lowercased()
            return host == domain || (!cookie.hostOnly && host.hasSuffix("." + domain))
        }.map { "\($0.name)=\($0.value); domain=\($0.domain); path=\($0.path)" }.sorted()
    }
}
