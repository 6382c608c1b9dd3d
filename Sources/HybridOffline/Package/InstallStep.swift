/// The steps of an install, in order. The installer announces each before it
/// starts, so a test (or `hybrid package install --pause-at`) can stop the
/// process there and prove that a crash at that point leaves a whole version.
public enum InstallStep: String, CaseIterable, Sendable {
    /// Open the zip; check the signature, the manifest and the file list.
    case verify
    /// Unpack each file into `staging/`, hashing as it is written.
    case unpack
    /// Half the files are unpacked (a crash in the middle of unpacking).
    case unpackHalfway = "unpack-halfway"
    /// Move the complete folder from `staging/` to `versions/`.
    case promote
    /// Raise the store's highest accepted version to this one (before any pointer names it).
    case recordVersion = "record-version"
    /// Write the new pointer beside the live one and fsync it.
    case writePointer = "write-pointer"
    /// Rename the new pointer over the live one: the switch.
    case switchPointer = "switch"
    /// Delete versions no longer current or previous.
    case prune
}
