import Foundation
import HybridCore
import HybridVocabulary

/// The page's measurements as `hybrid bench bridge` prints them, with the ratios the targets are stated in.
struct BridgeBenchmarkReport {
    let measured: [String: JSONValue]

    private func number(_ key: String) -> Double { measured[key]?.numberValue ?? .nan }

    private static func rounded(_ value: Double, _ places: Double = 1000) -> JSONValue {
        value.isFinite ? .number((value * places).rounded() / places) : .null
    }

    var figures: [String: JSONValue] {
        var out: [String: JSONValue] = [:]
        for name in ["bridge", "raw", "iframe", "prompt"] {
            out["\(name)_p50_ms"] = Self.rounded(number("\(name)_p50_ms"))
            out["\(name)_p99_ms"] = Self.rounded(number("\(name)_p99_ms"))
            out["\(name)_calls_per_s"] = Self.rounded(number("\(name)_calls_per_s"), 1)
            out["\(name)_samples"] = measured["\(name)_samples"] ?? .null
        }
        out["timer_resolution_ms"] = Self.rounded(number("timerResolutionMs"), 100_000)
        out["bridge_p50_vs_raw"] = Self.rounded(number("bridge_p50_ms") / number("raw_p50_ms"))
        out["iframe_p50_vs_bridge"] = Self.rounded(number("iframe_p50_ms") / number("bridge_p50_ms"))
        out["bridge_throughput_vs_raw"] = Self.rounded(number("bridge_calls_per_s") / number("raw_calls_per_s"))
        return out
    }

    var report: BenchReport { BenchReport(.bridge, figures: figures) }
}
