/// Why the web content process went away.
public enum WebProcessTerminationReason: Hashable, Sendable {
    case crashed
    case exceededMemoryLimit
    /// The app asked for it (`terminateWebProcess()`), e.g. in a test.
    case terminatedByClient

    /// A stable string code: what the page's `container.recovered` event carries.
    public var code: String {
        switch self {
        case .crashed: "crashed"
        case .exceededMemoryLimit: "memory_limit"
        case .terminatedByClient: "terminated_by_client"
        }
    }
}
