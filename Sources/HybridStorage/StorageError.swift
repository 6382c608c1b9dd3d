@_spi(Engine) import HybridCore

/// Why a bridge storage operation failed, with the stable code a page sees as `error.code`.
public enum StorageError: Error, Equatable, Sendable, BridgeErrorConvertible {
    /// The write would take the origin's site (``StorageSite``) past its quota; nothing was written.
    case quotaExceeded(origin: String, limitBytes: Int)
    /// The caller's origin is opaque (`null`: sandboxed, `data:`): it has no namespace.
    case opaqueOrigin
    /// An empty key, or one longer than 1,024 bytes.
    case invalidKey
    /// SQLite failed; the message is its text.
    case databaseFailed(String)

    public var code: String {
        switch self {
        case .quotaExceeded: "storage_quota_exceeded"
        case .opaqueOrigin: "storage_origin_opaque"
        case .invalidKey: "storage_invalid_key"
        case .databaseFailed: "storage_failed"
        }
    }

    public var bridgeErrorCode: String { code }

    public var bridgeErrorMessage: String {
        switch self {
        case .quotaExceeded(let origin, let limit): "\(origin) would take its site past its storage quota of \(limit) bytes"
        case .opaqueOrigin: "an opaque origin has no storage"
        case .invalidKey: "a key must be 1 to 1024 bytes"
        case .databaseFailed(let message): "storage failed: \(message)"
        }
    }
}
