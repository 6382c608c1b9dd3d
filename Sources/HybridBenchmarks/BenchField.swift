/// One field a suite prints, with the sentence `--help` and the JSON's `explain`
/// give for it, so a reader never has to guess what a number measured.
package struct BenchField: Sendable, Equatable {
    package let name: String
    package let meaning: String

    init(_ name: String, _ meaning: String) {
        (self.name, self.meaning) = (name, meaning)
    }

    /// A timing's median and higher percentiles, `stem_pNN_ms` each, every sentence whole on its own.
    static func percentiles(_ stem: String, _ what: String, _ percentiles: Int...) -> [BenchField] {
        percentiles.map { BenchField("\(stem)_p\($0)_ms", percentile(what, $0)) }
    }

    /// `what` (a clause without a full stop) as a sentence saying which percentile, in ms.
    static func percentile(_ what: String, _ percentile: Int) -> String {
        "\(what); \(percentile == 50 ? "median" : "\(percentile)th percentile"), in ms."
    }
}
