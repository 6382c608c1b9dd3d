/// What an app decides about live updates: when to check, when to install, whether
/// a lower version may replace a higher one, how many files download at once and
/// how failures are retried.
///
/// ```swift
/// let policy = UpdatePolicy(checkAt: [.launch, .foreground], install: .whenHidden)
/// ```
public struct UpdatePolicy: Sendable, Equatable {
    /// The app moments that check by themselves; ``PackageUpdater/checkNow()`` is always on demand.
    public var checkAt: Set<UpdateCheckMoment>
    public var install: UpdateInstallMoment
    /// Takes a channel version lower than the highest the store has accepted (a deliberate
    /// rollback by the publisher); otherwise that is refused with `version_downgrade`.
    public var allowDowngrade: Bool
    /// Files downloaded at the same time (at least 1).
    public var maximumConcurrentDownloads: Int
    public var retry: UpdateRetry
    /// The most a check's metadata (new roots, timestamp, snapshot, targets, the manifest) may take
    /// in all, retries included: a mirror trickling bytes fails with `update_deadline_exceeded`.
    public var checkDeadline: Duration
    /// The most the files of one version may take to download, resumed parts included.
    public var downloadDeadline: Duration

    public init(checkAt: Set<UpdateCheckMoment> = [.launch], install: UpdateInstallMoment = .nextLaunch,
                allowDowngrade: Bool = false, maximumConcurrentDownloads: Int = 4, retry: UpdateRetry = UpdateRetry(),
                checkDeadline: Duration = .seconds(60), downloadDeadline: Duration = .seconds(15 * 60)) {
        self.checkAt = checkAt
        self.install = install
        self.allowDowngrade = allowDowngrade
        self.maximumConcurrentDownloads = max(1, maximumConcurrentDownloads)
        self.retry = retry
        self.checkDeadline = checkDeadline
        self.downloadDeadline = downloadDeadline
    }
}
