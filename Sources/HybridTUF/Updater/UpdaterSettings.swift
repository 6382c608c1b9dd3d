/// Limits of one updater: how far it follows root rotations and delegations, and
/// the most bytes it reads for metadata whose length nothing signed states.
public struct UpdaterSettings: Sendable, Equatable {
    public var maximumRootRotations = 64
    public var maximumDelegations = 32
    public var rootMaximumLength = 512 * 1024
    public var timestampMaximumLength = 16 * 1024
    public var snapshotMaximumLength = 2 * 1024 * 1024
    public var targetsMaximumLength = 5 * 1024 * 1024
    /// Fetch targets as `HASH.name` when the root says snapshots are consistent.
    public var prefixTargetsWithHash = true

    public init() {}
}
