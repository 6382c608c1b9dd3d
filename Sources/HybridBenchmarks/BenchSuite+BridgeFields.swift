extension BenchSuite {
    /// The four JS → native transports `bridge-bench.js` times in one page: what each is,
    /// and the calls it makes (the slow ones make fewer, so a run ends in minutes).
    private static let bridgeTransports: [(name: String, what: String, batch: String, calls: String)] = [
        ("bridge", "HybridKit's bridge (hybrid.call through the runtime's isolated world to a native echo handler)",
            "--batch calls", "--rounds × --calls"),
        ("raw", "raw, WebKit's own script message with reply and no bridge (messageHandlers.postMessage to a native "
            + "echo handler; the floor)", "--batch calls", "--rounds × --calls"),
        ("iframe", "iframe, WebViewJavascriptBridge's URL interception (a hidden iframe navigates to wvjbqueue://; native "
            + "cancels that, fetches the queued messages with a script and answers with another)",
            "a tenth of --batch, at least 100", "--rounds × a tenth of --calls (at least 20)"),
        ("prompt", "prompt, DSBridge's prompt() hijack (a synchronous prompt() that native answers from its dialog handler)",
            "a tenth of --batch, at least 100, though prompt() calls cannot overlap", "--rounds × --calls"),
    ]

    static let bridgeFields: [BenchField] = bridgeTransports.flatMap { transport in
        let call = "Round trip of one sequential call over \(transport.what), timed in the page with performance.now()"
        return [
            BenchField("\(transport.name)_p50_ms", BenchField.percentile(call, 50)),
            BenchField("\(transport.name)_p99_ms", BenchField.percentile(call, 99)),
            BenchField("\(transport.name)_calls_per_s",
                       "Calls per second over \(transport.what) with a whole batch in flight at once (Promise.all of "
                        + "\(transport.batch)), best of 3 batches."),
            BenchField("\(transport.name)_samples",
                       "Sequential calls timed over \(transport.what): \(transport.calls), after 200 untimed warm-up calls."),
        ]
    } + [
        BenchField("timer_resolution_ms",
                   "The smallest step performance.now() took in the cross-origin isolated benchmark page, in ms: "
                    + "latencies near it are at the clock's limit."),
        BenchField("bridge_p50_vs_raw",
                   "bridge_p50_ms ÷ raw_p50_ms: how many times WebKit's own transport a bridge call takes (1 = no cost)."),
        BenchField("iframe_p50_vs_bridge",
                   "iframe_p50_ms ÷ bridge_p50_ms: how many times slower the hidden-iframe technique is than the bridge."),
        BenchField("bridge_throughput_vs_raw",
                   "bridge_calls_per_s ÷ raw_calls_per_s: the share of WebKit's own pipelined throughput the bridge keeps "
                    + "(1 = all of it)."),
    ]
}
