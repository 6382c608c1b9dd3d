/// What a channel check decided for this device.
public enum UpdateCheckResult: Sendable, Equatable {
    /// The channel's version is the one installed (or already downloaded and waiting).
    case upToDate(version: String)
    /// A version to download: the files it needs and their bytes (files the device has are not counted).
    case available(version: String, files: Int, bytes: Int64)
    /// The channel's rollout percentage does not include this device's bucket yet.
    case notInRollout(version: String, bucket: Int, percent: Int)
    /// The version failed its boot on this device and was rolled back (``PackageUpdater/didOpen(_:)``
    /// said so): it is not downloaded again; the publisher fixes it under a new version number.
    case rolledBackBefore(version: String)
    /// The version needs a newer native app than this one.
    case requiresNewerApp(version: String, minimumAppVersion: String)
    /// The version's signed manifest asks for capabilities the installed one does not have
    /// (`added`); nothing is downloaded until the app consents (``PackageUpdater/consent(to:capabilities:)``),
    /// after ``PackageUpdateEvent/capabilitiesRequested(version:added:)`` told it.
    case needsConsent(version: String, added: [String])
}
