/// A suite printed a field its table has no sentence for: a programming error,
/// refused so that no figure ever goes out unexplained.
package struct UnexplainedBenchField: Error, Equatable, CustomStringConvertible {
    package let suite: BenchSuite
    package let field: String

    package init(suite: BenchSuite, field: String) {
        self.suite = suite
        self.field = field
    }

    package var description: String {
        "hybrid bench \(suite.rawValue) printed the field \"\(field)\", which its table does not explain; "
            + "add a sentence for it to BenchSuite+\(suite.rawValue.capitalized)Fields.swift."
    }
}
