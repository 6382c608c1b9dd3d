import Foundation

/// What each app one host serves may call: the capabilities its served version's signed manifest
/// asks, within the ceiling the host allows. The host that serves the apps owns it (``OfflineApps``
/// gives all its apps one; a lone package server has its own), so two hosts in one process, even
/// with the same app id, never see each other's grants. A container asks the grants of whoever
/// serves its engine's app scheme, for every call and every door.
///
/// Written from the scheme handler's threads as versions switch, read on the main actor per call.
package final class AppGrants: @unchecked Sendable {
    private let lock = NSLock()
    /// Keyed by host (the app id): one grant table belongs to one scheme's handler.
    private var granted: [String: Set<String>] = [:]

    package init() {}

    /// Limits app `host`'s pages to `capabilities`; `nil` lifts the limit (a lone package that declares none).
    package func set(_ capabilities: Set<String>?, forHost host: String) {
        lock.withLock { granted[host.lowercased()] = capabilities }
    }

    /// What app `host`'s pages are limited to, or `nil` when they are not limited.
    package func limit(forHost host: String) -> Set<String>? {
        lock.withLock { granted[host] }
    }
}

/// A scheme handler that serves apps and keeps their grants: the container finds it on its engine.
package protocol AppGrantSource: AnyObject {
    var appGrants: AppGrants { get }
}
