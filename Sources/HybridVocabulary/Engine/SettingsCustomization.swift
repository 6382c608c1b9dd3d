/// What an app's escape hatch (the engine's own settings object, handed over
/// before a view is made) changed, named property by property for the log:
/// a setting HybridKit made and the app undid should never be a mystery.
package enum SettingsCustomization {
    /// Each property whose value differs, `name: before → after`, sorted by name.
    package static func changes(before: [String: String], after: [String: String]) -> [String] {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted().map {
            "\($0): \(before[$0] ?? "unset") → \(after[$0] ?? "unset")"
        }
    }

    /// The log line for `changes` made to `what`; `nil` when nothing changed.
    package static func sentence(_ changes: [String], of what: String) -> String? {
        changes.isEmpty ? nil : "the app's customization of \(what) changed " + changes.joined(separator: ", ")
    }
}
