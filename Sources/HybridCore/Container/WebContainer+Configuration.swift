extension WebContainer {
    /// Makes a container with a new view from `engine`, configured by `configuration`.
    public convenience init(engine: any WebEngine, settings: EngineSettings = EngineSettings(),
                            configuration: ContainerConfiguration) throws {
        try self.init(engine: engine, settings: settings)
        configure(configuration)
    }

    /// Applies `configuration`'s container settings and keeps it for a shell's chrome.
    /// Apply it before the first load, so that load already follows it.
    public func configure(_ configuration: ContainerConfiguration) {
        self.configuration = configuration
        delegate = configuration.delegate
        navigationPolicy = configuration.navigationPolicy
        commonParameters = configuration.commonParameters
        cookieSync = configuration.cookieSync
        recoveryPolicy = configuration.recoveryPolicy
        certificatePins = configuration.certificatePins
        dialogTimeout = configuration.dialogTimeout
        permissionStore = configuration.permissionStore
        chrome.changed()
    }
}
