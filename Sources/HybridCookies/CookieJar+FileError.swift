extension CookieJar {
    /// Why the cookie file could not be read (``init(contentsOf:keepingSessionCookies:configuration:)``)
    /// or written (``write(to:keepingSessionCookies:)``).
    public enum FileError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The file exists but could not be read.
        case unreadable(reason: String)
        /// The file is not a cookie file (truncated, garbage, wrong JSON). It was
        /// moved aside (`NAME.damaged-TIMESTAMP`, named in `reason`), so the next save cannot overwrite it.
        case corrupt(reason: String)
        /// The file was written by a newer format this build does not know; moved aside like a corrupt one.
        case unsupportedVersion(Int)
        /// The file could not be written; the previous file, if any, is intact.
        case writeFailed(reason: String)
        /// The disk is full; the previous file, if any, is intact. Saving again once there is space works.
        case diskFull

        /// Stable code for logs.
        public var code: String {
            switch self {
            case .unreadable: "cookie-file-unreadable"
            case .corrupt: "cookie-file-corrupt"
            case .unsupportedVersion: "cookie-file-unsupported-version"
            case .writeFailed: "cookie-file-write-failed"
            case .diskFull: "cookie-file-disk-full"
            }
        }

        public var description: String {
            switch self {
            case .unreadable(let reason): "cookie file unreadable: \(reason)"
            case .corrupt(let reason): "cookie file corrupt: \(reason)"
            case .unsupportedVersion(let version): "cookie file version \(version) is not supported"
            case .writeFailed(let reason): "cookie file could not be written: \(reason)"
            case .diskFull: "cookie file could not be written: the disk is full"
            }
        }
    }
}
