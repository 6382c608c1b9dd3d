/// What ``PackageInstaller/install(_:allowingDowngrade:)`` made current, and
/// whether that went below the highest version the store had accepted.
public struct PackageInstallResult: Sendable {
    /// The new current version (unconfirmed until it boots).
    public let installed: InstalledVersion
    /// The highest version accepted before, when this install went below it (only
    /// possible with `allowingDowngrade: true`); `nil` for an ordinary install.
    public let downgradedFrom: String?

    /// `true` when the app asked to go back and the store did.
    public var isDowngrade: Bool { downgradedFrom != nil }
}
