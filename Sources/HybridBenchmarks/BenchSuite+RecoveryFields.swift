extension BenchSuite {
    /// RecoveryBenchmark's fields: a page scrolled to 4321 px, its web process killed on purpose.
    static let recoveryFields: [BenchField] = [
        BenchField("runs", "Web-process kills measured for each technique (--runs)."),
    ] + BenchField.percentiles("recovery", "From killing a loaded, scrolled page's web process to HybridKit's "
                                   + "recovery having it back (in a warm view, history restored, bridge ready, scroll restored)", 50, 95) + [
        BenchField("restored_url_rate", "Share of HybridKit's recoveries (0 to 1) that came back at the page's URL, query included."),
        BenchField("restored_scroll_rate", "Share of HybridKit's recoveries (0 to 1) that came back scrolled where the page was."),
        BenchField("warm_view_rate", "Share of HybridKit's recoveries (0 to 1) that moved the page into a view whose web process "
                       + "was already running (RecoveryPolicy.keepsWarmView), rather than reloading in place."),
    ] + BenchField.percentiles("peer_blind_reload", "The peer, a blind reload() when the web process dies (as Capacitor "
                                   + "does): from the kill until the reloaded page's bridge is ready", 50, 95) + [
        BenchField("peer_restored_scroll_rate", "Share of the peer's reloads (0 to 1) that came back scrolled where the page was."),
    ] + BenchField.percentiles("warm_load", "The floor: the same URL loaded, to its bridge being ready, in a view whose web "
                                   + "process already runs (it showed a blank page first)", 50, 95) + [
        BenchField("recovery_p95_vs_warm_load_p95",
                   "recovery_p95_ms ÷ warm_load_p95_ms: what a recovery costs beyond a load in a running process (target ≤ 1.5)."),
        BenchField("blank_probe_ms",
                   "Milliseconds one document blank-page probe (asking the page whether anything has text or a visible box) "
                    + "took on a live page, median."),
        BenchField("blank_probe_snapshot_ms",
                   "Milliseconds one snapshot blank-page probe (a 16 × 16 grid of the view's pixels) took on a live page, median."),
    ]
}
