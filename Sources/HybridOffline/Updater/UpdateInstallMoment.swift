/// When a downloaded version is installed (made current, unconfirmed, to boot on the next open).
public enum UpdateInstallMoment: String, Sendable, CaseIterable {
    /// As soon as every file is downloaded and verified.
    case now
    /// At the next ``PackageUpdater/appDidLaunch()``, before the app opens its container.
    case nextLaunch
    /// At the next ``PackageUpdater/containerDidHide()``, so the page the user sees never changes under them.
    case whenHidden
}
