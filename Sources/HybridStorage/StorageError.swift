import HybridCore

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
    /// The disk is full: nothing was written, what was stored before is intact, and writes work again once there is space.
    case diskFull
    /// The database file was not a database, or damaged. It was moved aside to
    /// `keptAt` (with its `-wal` and `-shm`) for inspection; opening the store again starts empty.
    case damaged(keptAt: String)

    public var code: String {
        switch self {
        case .quotaExceeded: "storage_quota_exceeded"
        case .opaqueOrigin: "storage_origin_opaque"
        case .invalidKey: "storage_invalid_key"
        case .databaseFailed: "storage_failed"
        case .diskFull: "storage_disk_full"
        case .damaged: "storage_damaged"
        }
    }

    public var bridgeErrorCode: String { code }

    public var bridgeErrorMessage: String {
        switch self {
        case .quotaExceeded(let origin, let limit): "\(origin) would take its site past its storage quota of \(limit) bytes"
        case .opaqueOrigin: "an opaque origin has no storage"
        case .invalidKey: "a key must be 1 to 1024 bytes"
        case .databaseFailed(let message): "storage failed: \(message)"
        case .diskFull: "the device's disk is full; nothing was written"
        case .damaged(let keptAt): "the storage file was damaged and was moved aside to \(keptAt)"
        }
    }
}
