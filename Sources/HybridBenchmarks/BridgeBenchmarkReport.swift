import Foundation
import HybridCore
import HybridEngineSupport

/// The benchmark's figures, with the ratios the targets are stated in.
package struct BridgeBenchmarkReport {
    let measured: [String: JSONValue]

    private func number(_ key: String) -> Double { measured[key]?.numberValue ?? .nan }

    private static func rounded(_ value: Double, _ places: Double = 1000) -> JSONValue {
        value.isFinite ? .number((value * places).rounded() / places) : .null
    }

    var figures: [String: JSONValue] {
        var out: [String: JSONValue] = ["build": BenchBuild.build, "engine": BenchBuild.engine]
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

    package var jsonText: String { JSONValue.object(figures).jsonText }

    package var summary: String {
        let f = figures
        func show(_ key: String) -> String { f[key].map { $0.jsonText } ?? "-" }
        return ["bridge", "raw", "iframe", "prompt"].map { name in
            "\(name): p50 \(show("\(name)_p50_ms")) ms, p99 \(show("\(name)_p99_ms")) ms, \(show("\(name)_calls_per_s")) calls/s"
        }.joined(separator: "\n")
            + "\nbridge/raw p50 \(show("bridge_p50_vs_raw"))×, iframe/bridge p50 \(show("iframe_p50_vs_bridge"))×, "
            + "bridge/raw throughput \(show("bridge_throughput_vs_raw"))"
    }
}
