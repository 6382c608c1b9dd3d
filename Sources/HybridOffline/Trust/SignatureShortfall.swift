/// Why signatures did not satisfy a ``SignaturePolicy``: each caller turns it into
/// its own typed error (a package's, a channel document's, a root's).
enum SignatureShortfall: Equatable, Sendable {
    /// No signature verifies with any key the role allows.
    case noValidSignature
    /// Some do, by fewer distinct keys than the threshold.
    case belowThreshold(valid: Int, threshold: Int)
    /// Too few by the role's keys, and one by a key an earlier root allowed and the current root removed.
    case revokedKey

    /// The same, as a package's error.
    var packageError: OfflinePackageError {
        switch self {
        case .noValidSignature: .badSignature
        case .belowThreshold, .revokedKey: .badSignature
        }
    }

}
