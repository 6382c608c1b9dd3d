import Foundation
import HybridCore
import HybridVocabulary
import HybridSchemes

/// Several offline apps side by side, each served at `app://<id>/`: its own store (`folder/<id>/`),
/// its own feed (`<feed>/<id>/`, a TUF repository of its own, channels and all), its own version
/// lifecycle (boot confirmation and rollback) and its own origin, so its pages share no files,
/// `localStorage` or cookies with another app's, and call only what its signed manifest grants.
///
/// ```swift
/// let apps = OfflineApps(folder: appsFolder)
/// let shop = try apps.add("shop", trust: PublisherTrust(tufRoot: rootBytes), allowing: ["ui", "share.share"])
/// try apps.register(on: engine)                   // one app:// handler for every app, before the first view
/// apps.serve(in: navigator)                        // navigator.startApp("shop", params: …)
/// let updater = try apps.updater(for: "shop", feed: feedURL, channel: "stable", deviceID: id, appVersion: "5.2.0")
/// let updates = try await shop.keepUpdated(by: updater, in: container)
/// ```
///
/// An id is one DNS label in lowercase (see `invalid_app_id`'s sentence). `bundle` is an id like
/// any other and is where a package made before app ids belongs: `add("bundle", …)` serves it at
/// `app://bundle/` as ``OfflinePackageHost/register(on:)`` always has, a package that names no app
/// and declares no `capabilities` keeping today's behaviour. For any other id a package must say it
/// is for that app (`hybrid package publish --app <id>`), and one that declares no capabilities gets none.
///
/// Each app's grant is what its served version's signed manifest asks **and** the host allows
/// (`allowing:`, nothing beyond plumbing by default), kept in a table these apps own: two
/// `OfflineApps` in one process, even with the same ids, never see each other's grants. Every
/// container whose views come from the engine these apps are registered on is held to it.
@MainActor
public final class OfflineApps {
    /// Where each app's store lives, one folder per id.
    public let folder: URL
    private var hosts: [String: OfflinePackageHost] = [:]
    let router = AppSchemeRouter()
    /// Every app's grant: its served manifest within what the host allows. Owned here, never process-wide.
    package var grants: AppGrants { router.appGrants }
    private weak var engine: (any WebEngine)?

    public init(folder: URL) { self.folder = folder }

    /// Adds app `id` with its store at `folder/<id>`, trusting `trust`, its pages allowed at most
    /// `allowing` (module names such as `ui`, or `module.method` such as `share.share`; `[]`, the
    /// default, leaves them the plumbing every page has). A version's manifest can narrow that, never
    /// widen it. Throws `invalid_app_id` with a sentence for an id that is not one lowercase DNS label,
    /// or one already added, and `invalid_capability` for an allowance that names no module or
    /// names HybridKit's own plumbing (`hybrid`, `hybrid.navigator`…).
    @discardableResult
    public func add(_ id: String, trust: PublisherTrust, cors: CORSPolicy = CORSPolicy(), fallback: NetworkFallback? = nil,
                    allowing: Set<String> = []) throws -> OfflinePackageHost {
        try Self.check(id)
        guard hosts[id] == nil else { throw OfflinePackageError.invalidAppID("\"\(id)\" is added already: an app id names one app") }
        for capability in allowing.sorted() {
            if let problem = AppCapabilities.problem(with: capability) { throw OfflinePackageError.invalidCapability("app \(id) cannot be allowed it: \(problem)") }
        }
        let store = try PackageStore(root: folder.appendingPathComponent(id, isDirectory: true), trust: trust, app: id)
        let host = OfflinePackageHost(store: store, server: OfflinePackageServer(host: id, cors: cors, fallback: fallback))
        host.server.grant(into: grants, within: allowing)
        host.server.grantsWithoutVersion = []  // nothing until a version's signed manifest says what
        hosts[id] = host
        router.add(host.server)
        if let engine { host.useCaches(of: engine) }
        return host
    }

    /// The app `id`, or nil when it was not added.
    public func app(_ id: String) -> OfflinePackageHost? { hosts[id] }

    /// The ids added, sorted.
    public var ids: [String] { hosts.keys.sorted() }

    /// Serves every app (added before or after) from `engine`'s views through one `app://` handler.
    /// Call it before the engine makes its first view, and instead of any host's own `register(on:)`.
    public func register(on engine: any WebEngine) throws {
        try engine.registerURLScheme(OfflineAppID.scheme, handler: router)
        self.engine = engine
        for host in hosts.values { host.useCaches(of: engine) }
    }

    /// Lets `navigator` start these apps: `navigator.startApp(_:params:)`, `hybrid.navigator.startApp`
    /// and rules with `"app"` open the app's current version at its entry page. A version not yet
    /// confirmed boots in that page as ``OfflinePackageHost/open(in:)`` boots it (its `offline.booted`
    /// within the host's `bootDeadline`, else the previous version is loaded there), and the host's
    /// ``OfflinePackageHost/onBootDecided`` hears how it went.
    public func serve(in navigator: Navigator) {
        navigator.appEntry = { [weak self] id in
            guard let host = self?.hosts[id] else { throw OfflinePackageError.versionNotInstalled("no app named \(id)") }
            return try await host.currentEntry()
        }
        navigator.appPageMade = { [weak self] id, url, container in
            // The page is the app's for its whole life: every document it shows, frames included, is held to the app's grant.
            container.bridge.pageApp = url
            self?.hosts[id]?.entryPageMade(container, url: url)
        }
    }

    /// Boots app `id`'s current version in `container` (``OfflinePackageHost/open(in:)``).
    public func open(_ id: String, in container: WebContainer) async throws -> PackageOpenOutcome {
        guard let host = hosts[id] else { throw OfflinePackageError.versionNotInstalled("no app named \(id)") }
        return try await host.open(in: container)
    }

    /// An updater for app `id` on its own feed, `feed/<id>/` (what `hybrid package publish --app <id>` writes).
    public func updater(for id: String, feed: URL, channel: String, deviceID: String, appVersion: String,
                        policy: UpdatePolicy = UpdatePolicy()) throws -> PackageUpdater {
        guard let host = hosts[id] else { throw OfflinePackageError.versionNotInstalled("no app named \(id)") }
        return try PackageUpdater(store: host.store, feed: Self.feed(feed, for: id), channel: channel, deviceID: deviceID,
                                  appVersion: appVersion, policy: policy)
    }

    /// App `id`'s feed under a feed of many apps: `feed/<id>/`.
    public nonisolated static func feed(_ feed: URL, for id: String) -> URL {
        feed.appendingPathComponent(id, isDirectory: true)
    }

    /// Throws `invalid_app_id` with the sentence saying why `id` is not one.
    public nonisolated static func check(_ id: String) throws {
        if let problem = OfflineAppID.problem(with: id) { throw OfflinePackageError.invalidAppID(problem) }
    }
}
