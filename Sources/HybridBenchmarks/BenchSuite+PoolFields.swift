extension BenchSuite {
    /// PoolBenchmark's fields: the demo page opened every way once a round, then what idle views hold.
    static let poolFields: [BenchField] = [
        BenchField("runs", "Rounds (--runs); each opens the page every way once, so the ways share the machine's state."),
    ] + BenchField.percentiles("cold_open", "A new container on a new view of the running engine, no pool, "
                                   + "until the page finished loading and its bridge is ready: the peer", 50, 95) + [
        BenchField("prewarmed_open_p50_ms", BenchField.percentile(
            "A view the pool warmed from nothing and leases for the first time, until the page finished loading "
                + "and its bridge is ready", 50)),
    ] + BenchField.percentiles("pooled_open", "A recycled view leased from the pool (its web process kept), "
                                   + "until the page finished loading and its bridge is ready", 50, 95) + [
        BenchField("pooled_open_percent_of_cold", "pooled_open_p50_ms as a percentage of cold_open_p50_ms."),
        BenchField("reused_in_place_open_p50_ms", BenchField.percentile(
            "One kept container that showed about:blank loading the page again, until its bridge is ready "
                + "(what reusing a view in place, with its history, would cost)", 50)),
    ] + BenchField.percentiles("prerendered_open", "Leasing a page the pool prerendered, until the document is "
                                   + "complete, its bridge ready and its content there", 50, 95) + [
        BenchField("prerendered_open_percent_of_cold", "prerendered_open_p50_ms as a percentage of cold_open_p50_ms."),
        BenchField("spa_route_push_p50_ms", BenchField.percentile(
            "Leasing a prerendered single-page shell (#/home) for another route, until the lease returned with "
                + "the page's router on the new route", 50)),
        BenchField("prerendered_visibilitychange_after_lease_p50_ms", BenchField.percentile(
            "After a prerendered open, until the page's visibilityState is visible", 50)),
        BenchField("prerendered_snapshot_after_lease_p50_ms", BenchField.percentile(
            "After a prerendered open, until a snapshot shows the page's pixels (the snapshot's own cost included)", 50)),
        BenchField("web_processes_started_per_lease",
                   "Web processes started while a pooled lease opened the page, per lease (0: the view's process was reused)."),
        BenchField("web_processes_started_per_lease_cycle",
                   "Web processes started over a whole pooled cycle (lease, open, return, the pool warm again, "
                    + "a retired process's successor included), per cycle."),
        BenchField("pool_maximum_reuses", "Leases one web process serves by default before the pool retires it."),
        BenchField("idle_view_web_processes", "Web processes one idle pooled view holds (--idle-views views measured)."),
        BenchField("idle_view_rss_mb",
                   "Resident memory (VmRSS, shared library pages included) of the web processes one idle pooled view holds, in MB."),
        BenchField("idle_view_anon_rss_mb", "Memory the web processes of one idle pooled view hold alone (RssAnon), in MB."),
    ]
}
