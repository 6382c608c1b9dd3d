import Foundation
import HybridTUF

/// Keeps a ``PackageStore`` on the version a channel of a static update feed
/// names. The feed is a TUF repository (``FeedPublisher`` writes one; any static
/// host serves it), so the store must trust a TUF root (``PublisherTrust/init(tufRoot:)``).
///
/// A check is TUF's client workflow: newer roots one rotation at a time, then
/// timestamp, snapshot and targets, every signature, version, hash and expiry
/// checked; an unchanged feed costs two small requests (the next root, answered
/// 404, and `timestamp.json`, answered 304). The channel's target says the
/// version, the minimum app version and the rollout; the device must be in the
/// rollout and the app new enough, and the version must not be lower than the
/// store has accepted unless ``UpdatePolicy/allowDowngrade``. Only files no
/// installed version has are downloaded, a few at a time, each hashed as it
/// arrives and resumed with a Range request after a cut; the version is then
/// installed through ``PackageInstaller`` (atomic, unconfirmed until it boots).
/// The metadata of a check has ``UpdatePolicy/checkDeadline`` (60 s) in all.
///
/// ```swift
/// let updater = try PackageUpdater(store: store, feed: URL(string: "https://cdn.example.com/feed/")!,
///                                  channel: "stable", deviceID: installID, appVersion: "5.2.0",
///                                  policy: UpdatePolicy(checkAt: [.launch, .foreground], install: .whenHidden))
/// _ = try await updater.appDidLaunch()              // installs what is ready, then checks
/// ```
public actor PackageUpdater {
    public nonisolated let store: PackageStore
    public nonisolated let channel: String
    public nonisolated let policy: UpdatePolicy
    /// Everything the updater does, in order, for one listener (forward the page's three to
    /// `container.bridge` through a ``PackageUpdateModule``). The newest 256 are kept when nobody reads.
    public nonisolated let events: AsyncStream<PackageUpdateEvent>
    let sink: AsyncStream<PackageUpdateEvent>.Continuation
    let client: FeedClient
    let folder: UpdateFolder
    let deviceID: String
    let appVersion: PackageVersion
    /// The clock channel expiry is judged by.
    let now: @Sendable () -> Date
    private var running: Task<UpdateCheckResult, any Error>?
    /// Capabilities the app agreed a version may add (``consent(to:capabilities:)``), by version; kept in memory only.
    var consents: [String: Set<String>] = [:]

    /// `deviceID` is a stable identifier the app keeps for this install (it decides the rollout
    /// bucket, nothing else); `appVersion` is the native app's version, compared with the
    /// channel's minimum. Throws `invalid_feed_url` (not http or https), `invalid_feed_name`
    /// or `invalid_version` for unusable values, and `feed_needs_root` for a store that pins a key.
    public init(store: PackageStore, feed: URL, channel: String, deviceID: String, appVersion: String,
                policy: UpdatePolicy = UpdatePolicy(), now: @escaping @Sendable () -> Date = { Date() }) throws {
        guard ["http", "https"].contains(feed.scheme?.lowercased() ?? ""), feed.host != nil else {
            throw PackageUpdateError.invalidFeedURL(feed.absoluteString)
        }
        guard store.manifestTrust.metadata != nil else { throw PackageUpdateError.feedNeedsRoot }
        self.store = store
        self.channel = try FeedLayout.checkedName(channel)
        self.policy = policy
        self.deviceID = deviceID
        self.appVersion = try PackageVersion(appVersion)
        self.now = now
        client = FeedClient(base: feed, retry: policy.retry)
        folder = try UpdateFolder(store: store)
        (events, sink) = AsyncStream.makeStream(of: PackageUpdateEvent.self, bufferingPolicy: .bufferingNewest(256))
    }

    deinit { sink.finish() }

    // MARK: the app's moments

    /// Call once at launch, before opening the container: installs a version downloaded for
    /// ``UpdateInstallMoment/nextLaunch``, then checks when the policy says so. Returns the
    /// check's result, or nil when the policy does not check at launch.
    @discardableResult
    public func appDidLaunch() async throws -> UpdateCheckResult? {
        if policy.install == .nextLaunch { _ = try await folder.exclusively { try await installReady() } }
        return policy.checkAt.contains(.launch) ? try await checkNow() : nil
    }

    /// Call when the app comes to the foreground; checks when the policy says so.
    @discardableResult
    public func appWillEnterForeground() async throws -> UpdateCheckResult? {
        policy.checkAt.contains(.foreground) ? try await checkNow() : nil
    }

    /// Call when the container is hidden (the user left the page): installs a version downloaded
    /// for ``UpdateInstallMoment/whenHidden``. Returns the version installed, if any.
    @discardableResult
    public func containerDidHide() async throws -> String? {
        guard policy.install == .whenHidden else { return nil }
        return try await folder.exclusively { try await installReady() }?.installed.version
    }

    /// Tell the updater how the container's boot went (``OfflinePackageHost/open(in:)``'s
    /// outcome): a rollback reaches ``events`` (H5: `package.rolledBack`), and the version that
    /// failed is not taken again (``UpdateCheckResult/rolledBackBefore(version:)``), so a broken
    /// version is not downloaded, installed and rolled back over and over.
    public func didOpen(_ outcome: PackageOpenOutcome) throws {
        guard case .rolledBack(let failed, let restored, let reason) = outcome else { return }
        let code = switch reason {
        case .confirmed: "confirmed"
        case .missedDeadline: "missed_deadline"
        case .loadFailed(let code): code
        }
        sink.yield(.rolledBack(failed: failed, restored: restored, reason: code))
        try folder.recordRolledBack(failed)
    }

    // MARK: on demand

    /// Checks the channel and, when a version is available for this device, downloads it and
    /// installs it as the policy says (now, or keeps it ready for launch or hide). One update
    /// runs at a time: a call while one runs waits for it. Throws ``PackageUpdateError``
    /// (`update_cancelled` after ``cancel()``) or ``OfflinePackageError``; the installed
    /// version is untouched by any failure.
    @discardableResult
    public func checkNow() async throws -> UpdateCheckResult {
        let task = running ?? Task { try await self.runUpdate() }
        running = task
        defer { if running == task { running = nil } }
        do {
            return try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
        } catch {
            let failure = Self.cancellation(error)
            sink.yield(.failed(code: (failure as? PackageUpdateError)?.code ?? (failure as? OfflinePackageError)?.code ?? "update_failed"))
            throw failure
        }
    }

    /// Agrees that `version` may have `capabilities` beyond the installed version's (what
    /// ``PackageUpdateEvent/capabilitiesRequested(version:added:)`` listed); the next check then
    /// downloads and installs it. Consent names a version and exact capabilities: a manifest
    /// asking for anything else still waits. Kept for this updater's life only.
    public func consent(to version: String, capabilities: [String]) {
        consents[version, default: []].formUnion(capabilities)
    }

    /// Stops the update in progress. Finished and partial files stay for the next run; nothing is installed.
    public func cancel() { running?.cancel() }

    /// One check, download and (by the policy) install, while no other process updates the store.
    private func runUpdate() async throws -> UpdateCheckResult {
        try await folder.exclusively {
            let (result, offer) = try await check()
            guard let offer else { return result }
            try await download(offer)
            try Task.checkCancellation()
            try folder.markReady(manifestData: offer.manifestData, signature: offer.evidence)
            sink.yield(.downloaded(version: offer.manifest.version, installAt: policy.install))
            if policy.install == .now { _ = try await installReady() }
            return result
        }
    }

    /// Cancellation, however it surfaced, as `update_cancelled`.
    static func cancellation(_ error: any Error) -> any Error {
        if error is CancellationError { return PackageUpdateError.cancelled }
        if let failure = error as? FeedAttemptFailure { return failure.error }
        return error
    }
}
