/// Why the web content process went away.
public enum WebProcessTerminationReason: Hashable, Sendable {
    case crashed
    case exceededMemoryLimit
    /// The app asked for it (`terminateWebProcess()`), e.g. in a test.
    case terminatedByClient
}
