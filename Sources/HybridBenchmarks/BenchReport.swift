import HybridVocabulary

/// One run's figures as a suite prints them: a JSON object with `build`, `engine`
/// and an `explain` sentence for each field, or `key: value` lines. A field the
/// suite's table does not explain is refused, never printed.
package struct BenchReport: Sendable {
    package let suite: BenchSuite
    /// The measured fields, `build` and `engine` added.
    package let figures: [String: JSONValue]

    package init(_ suite: BenchSuite, figures: [String: JSONValue]) {
        self.suite = suite
        self.figures = figures.merging(["build": BenchBuild.build, "engine": BenchBuild.engine]) { _, common in common }
    }

    /// Numbers rounded to 4 places; a non-finite one (no samples) is `null`.
    package init(_ suite: BenchSuite, numbers: [String: Double]) {
        self.init(suite, figures: numbers.mapValues { value in
            value.isFinite ? .number((value * 10_000).rounded() / 10_000) : .null
        })
    }

    /// The sentence for each field, or the error naming the first field without one.
    package func explanations() throws(UnexplainedBenchField) -> [String: JSONValue] {
        var explain: [String: JSONValue] = [:]
        for field in figures.keys.sorted() {
            guard let meaning = suite.meaning(of: field) else { throw UnexplainedBenchField(suite: suite, field: field) }
            explain[field] = .string(meaning)
        }
        return explain
    }

    /// One JSON object, keys sorted: the figures and `explain`.
    package func jsonText() throws(UnexplainedBenchField) -> String {
        var object = figures
        object["explain"] = .object(try explanations())
        return JSONValue.object(object).jsonText
    }

    /// `key: value` lines in the table's order, and where the sentences are.
    package func text() throws(UnexplainedBenchField) -> String {
        _ = try explanations()
        let lines = suite.fields.compactMap { field in
            figures[field.name].map { "\(field.name): \($0.stringValue ?? $0.jsonText)" }
        }
        return (lines + ["(hybrid bench \(suite.rawValue) --help says what each field means)"]).joined(separator: "\n")
    }
}
