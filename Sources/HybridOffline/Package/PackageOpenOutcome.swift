import HybridCore

/// What ``OfflinePackageHost/open(in:)`` showed, and why.
public enum PackageOpenOutcome: Equatable, Sendable {
    /// A version that had already confirmed its boot was loaded.
    case opened(version: String)
    /// A new version loaded and confirmed its boot; it is now the rollback target of the next install.
    case confirmed(version: String)
    /// The new version did not confirm (`reason`), so the previous one is current again and shown.
    case rolledBack(failed: String, to: String, reason: BootOutcome)
    /// The new version did not confirm and there is no earlier one; it stays current, unconfirmed.
    case unconfirmed(version: String, reason: BootOutcome)
}
