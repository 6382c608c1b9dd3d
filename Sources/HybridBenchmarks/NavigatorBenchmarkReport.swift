import HybridEngineSupport

/// `hybrid bench navigator`'s figures: one JSON object, or a line a field saying what it measures.
package struct NavigatorBenchmarkReport: Sendable {
    let figures: [String: JSONValue]

    /// Every field, in the order a person reads them, with what it measures.
    static let fields: [(name: String, meaning: String)] = [
        ("cold_open_p50_ms", "a new container on a new engine view (no pool, no navigator) loading the page to load finished: the floor"),
        ("cold_open_p95_ms", "the same, 95th percentile"),
        ("cold_push_p50_ms", "navigator.route(url) of a new URL with an empty pool (the lease makes a view), until the pushed page finished loading"),
        ("cold_push_p95_ms", "the same, 95th percentile"),
        ("pooled_push_p50_ms", "the same push with a warm view in the pool"),
        ("pooled_push_p95_ms", "the same, 95th percentile"),
        ("prerendered_push_p50_ms", "route(url) after navigator.prefetch(url): until the prerendered container is on top, its page already loaded"),
        ("prerendered_push_p95_ms", "the same, 95th percentile"),
        ("prerendered_push_requests", "requests the server saw for prerendered pages once their push began, all rounds (0: nothing reloaded)"),
        ("prerendered_push_percent_of_cold", "prerendered push p50 as a percentage of cold open p50"),
        ("back_p50_ms", "navigator.pop() until the page below is on top, visible, and its counter answered over the bridge, one more than before"),
        ("back_p95_ms", "the same, 95th percentile"),
        ("back_reloads", "requests for the page below after its first load, over every pop of the run (0: back reloads nothing)"),
        ("pop_to_root_p50_ms", "popTo(index: 0) from a stack of 5, until the root is on top, visible, and its counter answered"),
        ("pop_to_root_p95_ms", "the same, 95th percentile"),
        ("pop_to_root_reloads", "requests for that root after its first load, all rounds (0: nothing reloaded)"),
        ("iterations", "rounds; each measures every way once, side by side"),
        ("build", "the build measured (use release)"),
        ("engine", "the engine measured"),
    ]

    package var jsonText: String { JSONValue.object(figures).jsonText }

    package var summary: String {
        Self.fields.map { "\($0.name): \(figures[$0.name]?.jsonText ?? "-")  (\($0.meaning))" }.joined(separator: "\n")
    }
}
