import Foundation
import HybridCore
import HybridVocabulary
import HybridEngineInterface

/// Puts a package store in front of containers: registers the scheme on the
/// engine, shows the current version, and runs the boot check of a new one.
///
/// ```swift
/// let host = OfflinePackageHost(store: store, server: OfflinePackageServer())
/// try host.register(on: engine)                  // before the engine's first view
/// let container = try WebContainer(engine: engine)
/// let outcome = try await host.open(in: container)
/// try await host.install(downloadedZip)          // then open(in:) again to boot it
/// ```
@MainActor
public final class OfflinePackageHost {
    public let store: PackageStore
    public let server: OfflinePackageServer
    /// How long a new version's page has to call `offline.booted` after its load starts.
    public var bootDeadline: Duration = .seconds(10)
    private var confirmations: [(container: WeakContainer, confirmation: BootConfirmation)] = []
    private var caches: EngineMemoryCaches?
    /// The boots whose tokens entry URLs handed to a navigator carry, until their pages open (the latest few):
    /// each page is watched for its own URL's token only, so two starts of the app cannot swap them.
    private var pendingBoots: [(trial: BootTrial, version: InstalledVersion)] = []
    /// Told how the boot of a version a navigator opened went (``OfflineApps/serve(in:)``): hand a
    /// rollback to ``PackageUpdater/didOpen(_:)`` so the failed version is not taken again.
    public var onBootDecided: (@MainActor (PackageOpenOutcome) -> Void)?

    public init(store: PackageStore, server: OfflinePackageServer) {
        self.store = store
        self.server = server
    }

    /// Serves the package's scheme from `engine`'s views. Call before it makes a view.
    ///
    /// The engine may then keep package files in its memory cache instead of asking
    /// for each one at every load: the host clears those caches, in every profile,
    /// whenever the served version changes, before it loads the new version's page.
    public func register(on engine: any WebEngine) throws {
        try engine.registerURLScheme(server.scheme, handler: server)
        useCaches(of: engine)
    }

    /// Lets `engine` cache the package's files, clearing its caches at every switch (``register(on:)``,
    /// or ``OfflineApps/register(on:)`` for every app behind one scheme handler).
    func useCaches(of engine: any WebEngine) {
        caches = EngineMemoryCaches(engine: engine.views)
        server.cacheFiles { [weak self] in Task { @MainActor in await self?.caches?.clear() } }
    }

    /// The current version's entry page, that version served from now on: what a navigator opens
    /// for ``OfflineApps/serve(in:)``. It does not boot an unconfirmed version; ``open(in:)`` does.
    func currentEntry() async throws -> URL {
        let (confirmed, version, entry) = try await serveCurrent()
        guard !confirmed else { return entry }
        let trial = BootTrial()
        pendingBoots = pendingBoots.suffix(7) + [(trial, version)]
        return BootConfirmation.url(entry, token: trial.token)
    }

    /// The navigator made `container` for the URL ``currentEntry()`` gave: an unconfirmed version boots
    /// there as in ``open(in:)``, confirmed by its page's `offline.booted` within ``bootDeadline``,
    /// else rolled back and the previous version loaded in its place.
    func entryPageMade(_ container: WebContainer, url: URL) {
        let token = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == BootConfirmation.tokenParameter }?.value
        guard let index = pendingBoots.firstIndex(where: { $0.trial.token == token }) else { return }
        let (trial, version) = pendingBoots.remove(at: index)
        let confirmation = confirmation(for: container)
        Task { @MainActor [weak self, weak container] in
            let outcome = await confirmation.watch(trial, deadline: self?.bootDeadline ?? .seconds(10))
            guard let self else { return }
            // Another page of the same start confirmed this version meanwhile: nothing to roll back.
            if outcome != .confirmed, (try? self.store.pointer())??.confirmed == true { return }
            guard let (decided, previousEntry) = try? await self.decide(outcome, of: version) else { return }
            if let previousEntry, let container { _ = try? await container.load(previousEntry) }
            self.onBootDecided?(decided)
        }
    }

    /// Installs a package zip off the main actor (verify, unpack, atomic switch). It becomes
    /// current unconfirmed; the next ``open(in:)`` boots it and rolls back if it fails.
    /// A version lower than the store has accepted is refused unless `allowingDowngrade`.
    @discardableResult
    public func install(_ package: URL, allowingDowngrade: Bool = false) async throws -> PackageInstallResult {
        let installer = PackageInstaller(store: store)
        return try await Task.detached { try installer.install(package, allowingDowngrade: allowingDowngrade) }.value
    }

    /// Loads the current version's entry page in `container`. An unconfirmed version must
    /// confirm its boot within ``bootDeadline``, else the previous version is restored and loaded.
    /// The page's call decides: `.confirmed` returns at the call, while a subresource may still be
    /// loading, and a subresource that never arrives rolls nothing back.
    public func open(in container: WebContainer) async throws -> PackageOpenOutcome {
        let (confirmed, version, entry) = try await serveCurrent()
        container.bridge.pageApp = entry  // the page is the app's from now on, wherever it navigates
        if confirmed {
            try await container.load(entry)
            return .opened(version: version.version)
        }
        let outcome = await confirmation(for: container).boot(entry, deadline: bootDeadline)
        let (decided, previousEntry) = try await decide(outcome, of: version)
        if let previousEntry { try await container.load(previousEntry) }
        return decided
    }

    /// Serves the current version from now on: whether it booted before, the version, its entry page.
    private func serveCurrent() async throws -> (confirmed: Bool, version: InstalledVersion, entry: URL) {
        guard let pointer = try store.pointer() else { throw OfflinePackageError.versionNotInstalled("no version is installed") }
        let version = try store.version(named: pointer.current)
        await serve(version)
        return (pointer.confirmed, version, server.url(for: version.manifest.entry))
    }

    /// What a boot of `version` comes to: confirmed, or rolled back with the previous version served
    /// from now on and its entry page to load in the boot's place (unconfirmed when there is none).
    private func decide(_ outcome: BootOutcome, of version: InstalledVersion) async throws -> (PackageOpenOutcome, previousEntry: URL?) {
        if outcome == .confirmed {
            try store.confirmCurrent()
            return (.confirmed(version: version.version), nil)
        }
        guard let previous = try store.rollBack() else { return (.unconfirmed(version: version.version, reason: outcome), nil) }
        await serve(previous)
        return (.rolledBack(failed: version.version, to: previous.version, reason: outcome), server.url(for: previous.manifest.entry))
    }

    /// Switches the served version; the engine forgets the old one's files before anything loads.
    private func serve(_ version: InstalledVersion) async {
        guard server.switchVersion(to: version) else { return }
        await caches?.clear()
    }

    private func confirmation(for container: WebContainer) -> BootConfirmation {
        confirmations.removeAll { $0.container.value == nil }
        if let existing = confirmations.first(where: { $0.container.value === container }) { return existing.confirmation }
        let made = BootConfirmation(container: container, origin: server.origin)
        confirmations.append((WeakContainer(value: container), made))
        return made
    }
}

/// A container held without keeping it alive.
@MainActor
struct WeakContainer {
    weak var value: WebContainer?
}
