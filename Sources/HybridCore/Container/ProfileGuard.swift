import HybridEngineSupport

/// Keeps a container's page in the profile its view was made in. A view cannot
/// change website data store, so a configuration that names another profile
/// makes every load fail with a sentence saying so, instead of quietly loading
/// the page, with its cookies and storage, into the wrong profile.
@MainActor
final class ProfileGuard: ContainerFeature {
    private weak var container: WebContainer?
    private let logger = HybridLog.logger("hybridkit.container")

    func attach(to container: WebContainer) { self.container = container }

    /// The profile of the container's view: the one it was made with, else the default.
    var viewProfile: WebsiteDataProfile { container?.recovery.views.maker?.settings.profile ?? .default }

    func configurationDidChange(_ configuration: ContainerConfiguration) {
        if let problem = problem(with: configuration) { logger.error("\(problem)") }
    }

    /// Throws when `configuration` names a profile other than the view's.
    func check(_ configuration: ContainerConfiguration) throws {
        if let problem = problem(with: configuration) { throw EngineError.invalidArgument(problem) }
    }

    /// `store` when it belongs to `profile`; otherwise `nil`, said in the log: a grant
    /// remembered in one profile is never read, or written, by a page of another.
    func permissionStore(_ store: PermissionStore, for profile: WebsiteDataProfile) -> PermissionStore? {
        guard store.profile != profile else { return store }
        logger.error("a permission store of \(store.profile) was given to a page in \(profile): its decisions are neither read nor written")
        return nil
    }

    private func problem(with configuration: ContainerConfiguration) -> String? {
        let profile = viewProfile
        guard configuration.profile != profile else { return nil }
        return "this container's page is in \(profile), but its configuration asks for \(configuration.profile); "
            + "a profile is chosen when the view is made, so make or lease a new container with this configuration"
    }
}
