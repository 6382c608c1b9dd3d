/// The steps of keeping a newly accepted root in `trusted-roots.json`, in order. The
/// record announces each before it starts, so a crash test (`hybrid package update
/// --pause-at-root STEP`) can stop the process there and prove the old root or the
/// new one survives.
package enum RootRecordStep: String, CaseIterable, Sendable {
    /// Write the new list, whole and fsync'd, beside the live one.
    case writePending = "root-write"
    /// Rename it over the live one: the switch.
    case switchRecord = "root-switch"
    /// fsync the folder, so the rename lasts.
    case syncFolder = "root-sync"
}
