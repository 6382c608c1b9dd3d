/// When a ``PackageUpdater`` checks its channel by itself. ``PackageUpdater/checkNow()``
/// always works; these say which of the app's moments also check.
public enum UpdateCheckMoment: String, Hashable, Sendable, CaseIterable {
    /// ``PackageUpdater/appDidLaunch()``.
    case launch
    /// ``PackageUpdater/appWillEnterForeground()``.
    case foreground
}
