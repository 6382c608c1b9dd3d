extension BenchSuite {
    /// LoadBenchmark's fields; the page is --page (demo or blank), served from the loopback server.
    static let loadFields: [BenchField] = [
        BenchField("runs", "Loads measured for each case (--runs)."),
        BenchField("cold_engine_first_load_ms", BenchField.percentile(coldEngine, 50)),
        BenchField("cold_engine_first_load_p90_ms", BenchField.percentile(coldEngine, 90)),
        BenchField("new_view_first_load_ms", BenchField.percentile(newView, 50)),
        BenchField("new_view_first_load_p90_ms", BenchField.percentile(newView, 90)),
        BenchField("warm_load_ms", BenchField.percentile(warmLoad, 50)),
        BenchField("warm_load_p90_ms", BenchField.percentile(warmLoad, 90)),
    ]

    private static let coldEngine = "The page's first load in a brand-new engine, from making the engine (its web and "
        + "network processes starting with it) to load finished"
    private static let newView = "The page's first load in a new view of an engine that already loaded a page, "
        + "from making the view to load finished"
    private static let warmLoad = "The page loaded again in a view that already shows it, to load finished"
}
