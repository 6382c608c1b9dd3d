import HybridVocabulary

extension WebContainer {
    /// Makes a container with a new view from `engine`, in the ``ContainerConfiguration/profile`` of `configuration`.
    public convenience init(engine: any WebEngine, settings: EngineSettings = EngineSettings(),
                            configuration: ContainerConfiguration) throws {
        try self.init(engine: engine, settings: settings.in(configuration.profile))
        configure(configuration)
    }

    /// Replaces the container's whole configuration; the same as setting ``configuration``.
    /// Apply it before the first load, so that load already follows it.
    public func configure(_ configuration: ContainerConfiguration) {
        self.configuration = configuration
    }

    /// ``ContainerConfiguration/delegate``: the one field with a shorthand, as the
    /// delegate is set where an app's screen is made.
    public var delegate: (any WebContainerDelegate)? {
        get { configuration.delegate }
        set { configuration.delegate = newValue }
    }
}
