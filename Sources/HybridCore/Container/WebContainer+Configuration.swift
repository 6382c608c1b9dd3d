extension WebContainer {
    /// Makes a container with a new view from `engine`, configured by `configuration`.
    public convenience init(engine: any WebEngine, settings: EngineSettings = EngineSettings(),
                            configuration: ContainerConfiguration) throws {
        try self.init(engine: engine, settings: settings)
        configure(configuration)
    }

    /// Replaces the container's whole configuration; the same as setting ``configuration``.
    /// Apply it before the first load, so that load already follows it.
    public func configure(_ configuration: ContainerConfiguration) {
        self.configuration = configuration
    }

    // Shorthands for one field of ``configuration``: they read and write it, and keep nothing of their own.

    /// ``ContainerConfiguration/delegate``.
    public var delegate: (any WebContainerDelegate)? {
        get { configuration.delegate }
        set { configuration.delegate = newValue }
    }
    /// ``ContainerConfiguration/navigationPolicy``: consulted in order before the delegate for every navigation.
    public var navigationPolicy: NavigationPolicyChain {
        get { configuration.navigationPolicy }
        set { configuration.navigationPolicy = newValue }
    }
    /// ``ContainerConfiguration/defaultLoadTimeout``.
    public var defaultLoadTimeout: Duration {
        get { configuration.defaultLoadTimeout }
        set { configuration.defaultLoadTimeout = newValue }
    }
    /// ``ContainerConfiguration/recoveryPolicy``: how the page comes back when its web content process dies.
    public var recoveryPolicy: RecoveryPolicy {
        get { configuration.recoveryPolicy }
        set { configuration.recoveryPolicy = newValue }
    }
    /// ``ContainerConfiguration/dialogTimeout``.
    public var dialogTimeout: Duration {
        get { configuration.dialogTimeout }
        set { configuration.dialogTimeout = newValue }
    }
    /// ``ContainerConfiguration/dialogFloodLimit``.
    public var dialogFloodLimit: ScriptDialog.FloodLimit {
        get { configuration.dialogFloodLimit }
        set { configuration.dialogFloodLimit = newValue }
    }
    /// ``ContainerConfiguration/cookieSync``: loads first wait until the jar's latest changes are in the engine's store.
    public var cookieSync: CookieSync? {
        get { configuration.cookieSync }
        set { configuration.cookieSync = newValue }
    }
    /// ``ContainerConfiguration/permissionStore``.
    public var permissionStore: PermissionStore? {
        get { configuration.permissionStore }
        set { configuration.permissionStore = newValue }
    }
    /// ``ContainerConfiguration/certificatePins``.
    public var certificatePins: ContainerConfiguration.CertificatePins {
        get { configuration.certificatePins }
        set { configuration.certificatePins = newValue }
    }
    /// ``ContainerConfiguration/trustsLoadedOrigins``.
    public var trustsLoadedOrigins: Bool {
        get { configuration.trustsLoadedOrigins }
        set { configuration.trustsLoadedOrigins = newValue }
    }
}
