extension BenchSuite {
    /// SoakRun's fields: cycles, kills and calls under load in one process, after an untimed warm-up.
    static let soakFields: [BenchField] = [
        BenchField("cycles", "Pool lease/return cycles (--cycles) of a page that calls the bridge, writes storage and a cookie."),
        BenchField("kills", "Web-process kills of one leased page (--kills), each waited on for recovery."),
        BenchField("kills_recovered", "Kills after which the page was back with its bridge ready within 20 s (target: all)."),
        BenchField("pool_size", "Idle views the soak's pool keeps."),
        BenchField("rss_warm_mb",
                   "This process's resident memory after the warm-up, once malloc_trim handed freed heap back, in MB: the baseline."),
        BenchField("rss_after_cycles_and_kills_mb",
                   "This process's resident memory after the cycles and kills, once malloc_trim handed freed heap back, in MB."),
        BenchField("rss_end_mb",
                   "This process's resident memory at the end (calls under load done, the pool warm again), after malloc_trim, in MB."),
        BenchField("fds_warm", "File descriptors this process held open after the warm-up."),
        BenchField("fds_end", "File descriptors this process held open at the end."),
        BenchField("containers_leaked", "Containers still alive at the end (target 0)."),
        BenchField("views_leaked", "Engine views still alive at the end beyond the pool's idle ones (target 0)."),
        BenchField("web_processes_end", "WebKit web processes of this process still running at the end (expected: pool_size)."),
        BenchField("calls_issued",
                   "Bridge calls made under load: --containers pages × --calls each way, page to native and native to page at once."),
        BenchField("calls_lost", "Bridge calls under load whose await never returned, with an answer or an error, within 120 s (target 0)."),
    ] + BenchField.percentiles("loaded", "A native-to-page bridge call's round trip under that load, timed in native", 50, 99) + [
        BenchField("idle_p50_ms", BenchField.percentile(
            "A native-to-page bridge call's round trip on a quiet page, one call at a time, timed in native", 50)),
        BenchField("loaded_p99_over_idle_p50", "loaded_p99_ms ÷ idle_p50_ms: how much the load stretches a call."),
        BenchField("loaded_page_timed_p99_ms", BenchField.percentile(
            "A page-to-native hybrid.call's round trip under the load, timed by the page, whose clock WebKit coarsens "
                + "to a millisecond", 99)),
        BenchField("raw_calls_lost",
                   "Calls lost under the same load on WebKit's own transport with no bridge (message handler with reply, "
                    + "callAsyncJavaScript): the floor (target 0)."),
    ] + BenchField.percentiles("raw_loaded", "A native-to-page callAsyncJavaScript returning a number under the same "
                                   + "load, no bridge (the floor), timed in native", 50, 99) + [
        BenchField("raw_idle_p50_ms", BenchField.percentile(
            "A native-to-page callAsyncJavaScript returning a number on a quiet page, one call at a time, no bridge "
                + "(the floor), timed in native", 50)),
        BenchField("raw_loaded_p99_over_idle_p50", "raw_loaded_p99_ms ÷ raw_idle_p50_ms: how much the load stretches the floor."),
        BenchField("loaded_p99_vs_raw",
                   "loaded_p99_ms ÷ raw_loaded_p99_ms: the bridge's loaded p99 against WebKit's own transport (1 = no cost)."),
        BenchField("loaded_app_cpu_us_per_call",
                   "CPU time this process spent per bridge call while the calls under load ran, in µs: what makes the tail."),
        BenchField("loaded_web_cpu_us_per_call",
                   "CPU time the pages' web processes spent per bridge call while the calls under load ran, in µs."),
        BenchField("raw_loaded_app_cpu_us_per_call",
                   "CPU time this process spent per call of the same load on WebKit's own transport (the floor), in µs."),
        BenchField("raw_loaded_web_cpu_us_per_call",
                   "CPU time the pages' web processes spent per call of the same load on WebKit's own transport, in µs."),
    ]
}
