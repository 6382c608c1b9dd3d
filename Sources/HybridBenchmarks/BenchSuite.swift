/// A `hybrid bench` suite and its one table of fields: the printer, `--help`
/// and the JSON's `explain` all read it, so no field's meaning is written twice.
package enum BenchSuite: String, CaseIterable, Sendable {
    case bridge, cookies, load, idle, recovery, offline, pool, navigator, cache, storage, soak, update

    /// Every field the suite may print, in the order a person reads them: `build` and `engine` first.
    package var fields: [BenchField] {
        BenchBuild.fields + ownFields
    }

    private var ownFields: [BenchField] {
        switch self {
        case .bridge: Self.bridgeFields
        case .cookies: Self.cookiesFields
        case .load: Self.loadFields
        case .idle: Self.idleFields
        case .recovery: Self.recoveryFields
        case .offline: Self.offlineFields
        case .pool: Self.poolFields
        case .navigator: Self.navigatorFields
        case .cache: Self.cacheFields
        case .storage: Self.storageFields
        case .soak: Self.soakFields
        case .update: Self.updateFields
        }
    }

    /// The sentence for `field`, or nil when the table has none.
    package func meaning(of field: String) -> String? {
        fields.first { $0.name == field }?.meaning
    }

    /// The suite's `--help` discussion: every field with its sentence, wrapped here
    /// below 80 columns with a hanging indent so the names stand out.
    package var help: String {
        "Fields (with --json, the same sentences are in the \"explain\" object):\n"
            + fields.map(Self.wrapped).joined(separator: "\n")
    }

    private static func wrapped(_ field: BenchField) -> String {
        var lines: [String] = [], line = "  \(field.name):"
        for word in field.meaning.split(separator: " ") {
            if line.count + 1 + word.count > 78 {
                lines.append(line)
                line = "      " + word
            } else {
                line += " " + word
            }
        }
        return (lines + [line]).joined(separator: "\n")
    }
}
