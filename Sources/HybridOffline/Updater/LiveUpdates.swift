import Foundation
import HybridCore

/// The live-update loop once started: what the launch check found, what opening
/// the current version did, and the forwarding of the updater's events to the
/// container's pages (and to the app), which runs until ``stop()``.
@MainActor
public final class LiveUpdates {
    public let updater: PackageUpdater
    /// The launch check's result; nil when the policy does not check at launch or the check failed.
    public let launchCheck: UpdateCheckResult?
    /// Why the launch check failed (offline, a refused feed): the installed version opened anyway.
    public let launchFailure: (any Error)?
    /// What opening the current version did: opened, a new version confirmed, or rolled back.
    public let opened: PackageOpenOutcome
    private let forwarding: Task<Void, Never>

    init(updater: PackageUpdater, launchCheck: UpdateCheckResult?, launchFailure: (any Error)?, opened: PackageOpenOutcome,
         forwarding: Task<Void, Never>) {
        self.updater = updater
        self.launchCheck = launchCheck
        self.launchFailure = launchFailure
        self.opened = opened
        self.forwarding = forwarding
    }

    /// Stops forwarding events; the updater itself is the app's to keep or drop.
    public func stop() { forwarding.cancel() }

    deinit { forwarding.cancel() }
}

extension OfflinePackageHost {
    /// The live-update loop in one call, its steps in the order they must run: a
    /// ``PackageUpdateModule`` on `container`'s bridge (pages hear `package.updateAvailable`,
    /// `.downloaded` and `.rolledBack`), every updater event forwarded to it and to `onEvent`,
    /// ``PackageUpdater/appDidLaunch()`` (a version kept for this launch is installed, then the
    /// launch check), ``open(in:)`` (a new version must confirm its boot), and
    /// ``PackageUpdater/didOpen(_:)``. A launch check that fails (offline, a refused feed) does not
    /// stop the installed version from opening: it is kept in ``LiveUpdates/launchFailure``.
    /// Later moments stay the app's: `updater.appWillEnterForeground()`, `updater.containerDidHide()`.
    ///
    /// ```swift
    /// let updates = try await host.keepUpdated(by: updater, in: container)
    /// ```
    public func keepUpdated(by updater: PackageUpdater, in container: WebContainer,
                            onEvent: @escaping @MainActor (PackageUpdateEvent) -> Void = { _ in }) async throws -> LiveUpdates {
        let module = PackageUpdateModule()
        try container.bridge.install(module)
        let forwarding = Task { @MainActor in
            for await event in updater.events {
                onEvent(event)
                await module.forward(event)
            }
        }
        var check: UpdateCheckResult?
        var failure: (any Error)?
        do { check = try await updater.appDidLaunch() } catch { failure = error }
        let outcome: PackageOpenOutcome
        do {
            outcome = try await open(in: container)
            try await updater.didOpen(outcome)
        } catch {
            forwarding.cancel()
            throw error
        }
        return LiveUpdates(updater: updater, launchCheck: check, launchFailure: failure, opened: outcome, forwarding: forwarding)
    }
}
