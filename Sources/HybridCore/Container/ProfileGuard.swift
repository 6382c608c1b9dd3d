import HybridVocabulary

/// Keeps a container's page in the profile its view was made in. A view cannot
/// change website data store, so a configuration that names another profile
/// makes every load fail with a sentence saying so, instead of quietly loading
/// the page, with its cookies and storage, into the wrong profile.
@MainActor
enum ProfileGuard {
    /// Throws when the container's configuration names a profile other than its view's,
    /// or brings a cookie sync of another profile (whose jar the page would wait for, and never get).
    static func check(_ configuration: ContainerConfiguration, viewProfile profile: WebsiteDataProfile) throws {
        let asked = configuration.profile
        if asked != profile {
            throw EngineError.invalidArgument("this container's page is in \(profile), but its configuration asks for \(asked); "
                + "a profile is chosen when the view is made, so make or lease a new container with this configuration")
        }
        if let synced = configuration.cookieSync?.profile, synced != profile {
            throw EngineError.invalidArgument("this container's page is in \(profile), but its cookie sync keeps the cookies of \(synced); "
                + "give it a cookie sync made for \(profile)")
        }
    }

    /// `store` when it belongs to `profile`, the page's; otherwise `nil`, said in the log:
    /// a grant remembered in one profile is never read, or written, by a page of another.
    static func permissionStore(_ store: PermissionStore, for profile: WebsiteDataProfile) -> PermissionStore? {
        guard store.profile != profile else { return store }
        HybridLog.logger("hybridkit.permissions").error(
            "a permission store of \(store.profile) was given to a page in \(profile): its decisions are neither read nor written")
        return nil
    }
}
