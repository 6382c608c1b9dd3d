/// Why text is not an origin an allowlist can hold. Thrown where the list is
/// written, so a mistake is found at registration instead of refusing every call.
package enum BridgeOriginError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text, and what is wrong with it.
    case notAnOrigin(String, reason: String)

    /// A stable code for logs.
    public var code: String { "not_an_origin" }

    public var description: String {
        switch self {
        case .notAnOrigin(let text, let reason): "\(text.debugDescription) is not an origin: \(reason)"
        }
    }
}
