import HybridCore
import HybridOffline

/// What `hybrid package serve` says about a package's boot, in words an H5
/// developer acts on, and the exit status that goes with it.
struct PackageServeVerdict: Equatable {
    var text: String
    var status: Int32
    /// What `--json` prints as `outcome`: `already_confirmed`, `confirmed`, `missed_deadline` or `load_failed`.
    var outcome: String
    var version: String

    /// How a page confirms its boot, and how an app confirms one it cannot change.
    static let howToConfirm = """
        To keep it, have the entry page say it booted: \
        `await hybrid.ready; await hybrid.call('offline.booted', { url: location.href });` \
        — or, for a page you cannot change, confirm the version natively before opening it: \
        `try host.store.confirmCurrent()` then `try await host.open(in: container)`.
        """

    init(_ outcome: PackageOpenOutcome, deadline: Duration) {
        let seconds = deadline.components.seconds
        switch outcome {
        case .opened(let version):
            self.init(text: "Version \(version) was already confirmed: an app shows it as it is.", status: 0,
                      outcome: "already_confirmed", version: version)
        case .confirmed(let version):
            self.init(text: "Version \(version) called offline.booted in time: an app keeps it.", status: 0,
                      outcome: "confirmed", version: version)
        case .unconfirmed(let version, let reason), .rolledBack(let version, _, let reason):
            self.init(Self.rollBack(version, reason, seconds: seconds))
        }
    }

    private init(_ verdict: PackageServeVerdict) { self = verdict }

    private init(text: String, status: Int32, outcome: String, version: String) {
        self.text = text
        self.status = status
        self.outcome = outcome
        self.version = version
    }

    private static func rollBack(_ version: String, _ reason: BootOutcome, seconds: Int64) -> PackageServeVerdict {
        switch reason {
        case .missedDeadline:
            PackageServeVerdict(text: "Version \(version) never called offline.booted within \(seconds) s of its load: "
                + "an app would roll this version back. " + howToConfirm, status: 1, outcome: "missed_deadline", version: version)
        case .loadFailed(let code):
            PackageServeVerdict(text: "Version \(version)'s entry page did not load (\(code)): an app would roll this version back.", status: 3,
                                outcome: "load_failed", version: version)
        case .confirmed:
            PackageServeVerdict(text: "Version \(version) confirmed its boot.", status: 0, outcome: "confirmed", version: version)
        }
    }
}
