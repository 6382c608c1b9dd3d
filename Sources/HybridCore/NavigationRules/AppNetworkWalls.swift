import Foundation
import HybridVocabulary

/// An app's network walls, as mini-program hosts keep an app to its "legal domains": its pages
/// connect, frame and navigate only to the hosts its grant names (``AppCapabilities/NetworkUse``).
/// The engine enforces connections, frames and form targets through the Content-Security-Policy
/// every answer of the app's origin carries (``contentSecurityPolicy(for:)``); this decider refuses
/// the top-level loads a policy cannot name (a link, `location = …`, a new window). Written once
/// for both engines.
@MainActor
package struct AppNetworkWalls {
    let bridge: Bridge
    /// Whether `url` is the load the app itself started: the host's word, not the page's, so no wall.
    let isAppsOwnLoad: @MainActor (URL) -> Bool
    private let logger = HybridLog.logger("hybridkit.container")

    /// `.cancel` for a main-frame load of a host the page's app may not navigate to; `nil` passes it on.
    func decide(_ action: NavigationAction) -> NavigationPolicy? {
        guard action.targetsMainFrame != false || action.opensNewWindow, let url = action.request.url, !isAppsOwnLoad(url),
              let reason = bridge.appWallRefusal(navigatingTo: url, targetsMainFrame: action.opensNewWindow ? true : action.targetsMainFrame)
        else { return nil }
        logger.warning("refused a load of \(url.absoluteString): \(reason)")
        bridge.onWallRefusal?(url, reason)
        return .cancel
    }

    /// The policy for answers of an app limited to `capabilities` (`nil`: not limited, no policy):
    /// scripts only from the app's own origin, connections, frames and form targets only to its own
    /// origin and the hosts it is allowed, and never framed by another origin. Loopback hosts may be
    /// reached over plain http too, for development.
    package nonisolated static func contentSecurityPolicy(for capabilities: Set<String>?) -> String? {
        guard capabilities != nil else { return nil }
        func sources(_ use: AppCapabilities.NetworkUse, _ schemes: [String]) -> String {
            let hosts = AppCapabilities.hosts(for: use, within: capabilities) ?? []
            return (["'self'"] + hosts.flatMap { pattern -> [String] in
                let names = pattern.hasPrefix("*.") ? [String(pattern.dropFirst(2)), pattern] : [pattern]
                let loopback = ["localhost", "127.0.0.1"].contains(pattern)
                return names.flatMap { name in (loopback ? schemes + ["http", "ws"] : schemes).map { "\($0)://\(name):*" } }
            }).joined(separator: " ")
        }
        return [
            "default-src 'self' data: blob:",
            "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:",
            "style-src 'self' 'unsafe-inline' data:",
            "img-src 'self' data: blob: https:",
            "media-src 'self' data: blob: https:",
            "font-src 'self' data:",
            "connect-src " + sources(.connect, ["https", "wss"]),
            "frame-src " + sources(.frame, ["https"]),
            "form-action " + sources(.navigate, ["https"]),
            "frame-ancestors 'self'",
            "object-src 'none'",
            "base-uri 'self'",
        ].joined(separator: "; ")
    }
}
