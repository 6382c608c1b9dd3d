/// Order statistics for benchmark samples.
enum Stats {
    static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let sorted = samples.sorted()
        let index = Int((Double(sorted.count - 1) * fraction).rounded())
        return sorted[min(max(index, 0), sorted.count - 1)]
    }

    static func median(_ samples: [Double]) -> Double { percentile(samples, 0.5) }
}
