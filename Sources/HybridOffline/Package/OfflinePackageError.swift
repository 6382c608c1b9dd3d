import HybridDiskSupport
import HybridCore
import HybridSchemes
/// Why a package was refused or a store could not be read, with a stable code.
public enum OfflinePackageError: Error, Equatable, Sendable {
    /// The zip cannot be read: truncated, corrupt, or not a zip.
    case unreadableArchive(String)
    /// `manifest.json` or `manifest.sig` is missing from the zip.
    case missingManifest
    /// The manifest does not parse or breaks a rule (`reason` says which).
    case invalidManifest(String)
    /// The Ed25519 signature over the manifest does not verify with the app's key.
    case badSignature
    /// Under a TUF root, the version's manifest is not vouched for by targets metadata that the keys
    /// trusted now signed: a rotation dropped the keys that signed it, or the proof was tampered with.
    case untrustedVersion(String)
    /// A file's bytes do not hash to the manifest's SHA-256 (or its size differs).
    case hashMismatch(path: String)
    /// A file the manifest lists is not in the zip, or the zip holds one it does not list.
    case fileSetMismatch(String)
    /// A path that would escape the version folder (`..`, absolute, a link), or a
    /// requested path that does not normalize cleanly (``CanonicalPathError`` says why).
    case unsafePath(String)
    /// The store has no version with that name, or no current version.
    case versionNotInstalled(String)
    /// A key file does not hold a usable Ed25519 key.
    case invalidKey(String)
    /// Reading or writing the store failed; `message` is the system's text.
    case io(String)
    /// A manifest version that is not a comparable version (``PackageVersion`` says which are).
    case invalidVersion(String)
    /// The package's version is lower than the highest this store has accepted, and the
    /// install did not ask to go back (`allowingDowngrade`).
    case versionDowngrade(installing: String, accepted: String)
    /// A ``NetworkFallback`` base URL or path prefix that is not usable as given.
    case invalidFallback(String)
    /// The disk filled up while writing `path`: nothing was switched, the current version is whole,
    /// and what the failed install had written is removed; installing again once there is space works.
    case diskFull(String)
    /// `current.json` did not parse. It was moved aside to `keptAt`; `restored` is the version the
    /// last good pointer names, now current again, or `nil` when there was none (no current version).
    case pointerDamaged(keptAt: String, restored: String?)
    /// An app id that is not one lowercase DNS label (`problem` is the sentence saying why).
    case invalidAppID(String)
    /// A manifest made for another app (its `"app"`) than the store it was offered to.
    case appMismatch(store: String, manifest: String?)
    /// A capability a host allows an app that is not one a page may be granted (`problem` says why).
    case invalidCapability(String)

    /// A stable string code for logs, the CLI and JavaScript.
    public var code: String {
        switch self {
        case .unreadableArchive: "unreadable_archive"
        case .missingManifest: "missing_manifest"
        case .invalidManifest: "invalid_manifest"
        case .badSignature: "bad_signature"
        case .untrustedVersion: "version_untrusted"
        case .hashMismatch: "hash_mismatch"
        case .fileSetMismatch: "file_set_mismatch"
        case .unsafePath: "unsafe_path"
        case .versionNotInstalled: "version_not_installed"
        case .invalidKey: "invalid_key"
        case .io: "io_failed"
        case .invalidVersion: "invalid_version"
        case .versionDowngrade: "version_downgrade"
        case .invalidFallback: "invalid_fallback"
        case .diskFull: "disk_full"
        case .pointerDamaged: "pointer_damaged"
        case .invalidAppID: "invalid_app_id"
        case .appMismatch: "app_mismatch"
        case .invalidCapability: "invalid_capability"
        }
    }
}

extension OfflinePackageError {
    /// `error` as the store reports it: its own errors as they are, a full disk as ``diskFull(_:)``, the rest as ``io(_:)``.
    static func diskFull(or error: any Error) -> OfflinePackageError {
        if let error = error as? OfflinePackageError { return error }
        return DiskErrors.isOutOfSpace(error) ? .diskFull(SystemErrorText.sentence(error)) : .io(SystemErrorText.sentence(error))
    }
}
