extension BenchSuite {
    /// NavigatorBenchmark's fields, each way timed once a round against the same loopback page.
    static let navigatorFields: [BenchField] =
        BenchField.percentiles("cold_open", "A new container on a new engine view (no pool, no navigator) loading the page "
                                   + "to load finished: the floor", 50, 95)
        + BenchField.percentiles("cold_push", "navigator.route(url) of a new URL with an empty pool (the lease makes a view), "
                                     + "until the pushed page finished loading", 50, 95)
        + BenchField.percentiles("pooled_push", "navigator.route(url) of a new URL with a warm view in the pool, "
                                     + "until the pushed page finished loading", 50, 95)
        + BenchField.percentiles("prerendered_push", "route(url) after navigator.prefetch(url), until the prerendered "
                                     + "container is on top, its page already loaded", 50, 95)
        + [
            BenchField("prerendered_push_requests",
                       "Requests the server saw for prerendered pages once their push began, all rounds (0: nothing reloaded)."),
            BenchField("prerendered_push_percent_of_cold", "prerendered_push_p50_ms as a percentage of cold_open_p50_ms."),
        ]
        + BenchField.percentiles("back", "navigator.pop() until the page below is on top, visible, and its counter "
                                     + "answered over the bridge, one more than before", 50, 95)
        + [
            BenchField("back_reloads",
                       "Requests for the page below after its first load, over every pop of the run (0: back reloads nothing)."),
        ]
        + BenchField.percentiles("pop_to_root", "popTo(index: 0) from a stack of 5, until the root is on top, visible, "
                                     + "and its counter answered", 50, 95)
        + [
            BenchField("pop_to_root_reloads", "Requests for the root popped back to after its first load, all rounds (0: nothing reloaded)."),
            BenchField("iterations", "Rounds (--iterations); each measures every way once, side by side."),
        ]
        + [1, 5, 20].flatMap { pages in
            [
                BenchField("memory_\(pages)_pages_app_mb", "Megabytes of the app (proportional set size) with \(pages) pages in one navigator's stack, after the timed rounds."),
                BenchField("memory_\(pages)_pages_webkit_mb", "Megabytes of the app's WebKit processes (web and network; proportional set sizes, summed) with \(pages) pages."),
                BenchField("memory_\(pages)_pages_web_processes", "Web-content processes alive with \(pages) pages (one per page)."),
            ]
        }
        + [
            BenchField("memory_after_pressure_live_pages", "Pages of the 20 still live after navigator.handleMemoryPressure() (the top two stay)."),
            BenchField("memory_after_pressure_app_mb", "Megabytes of the app after handleMemoryPressure()."),
            BenchField("memory_after_pressure_webkit_mb", "Megabytes of the WebKit processes after handleMemoryPressure()."),
            BenchField("memory_after_pressure_web_processes", "Web-content processes alive after handleMemoryPressure()."),
        ]
        + Self.budgetFields("memory_20_pages_budget_8", "the 20-page stack with maximumLivePages = 8 (hidden pages discarded deepest first)")
        + Self.budgetFields("memory_4x5_tabs", "4 NavigatorTabs tabs of 5 pages each (20 live pages)")
        + Self.budgetFields("memory_4x5_tabs_budget_8", "the 4 × 5 tabs with maximumLivePages = 8 (deepest first across tabs)")
        + [
            BenchField("memory_4x5_tabs_budget_8_live_pages", "Pages of the 4 × 5 tabs still live under the budget of 8."),
            BenchField("budget_back_to_live_page_p50_ms", "In each tab under the budget, pop() to the live page below the top until it answers (one per tab)."),
            BenchField("budget_restore_discarded_page_p50_ms", "The next pop() in each tab, to a discarded page: a new view loads it, "
                           + "puts back its recorded trust and scroll, and it answers over the bridge (what the budget costs)."),
            BenchField("budget_restore_discarded_page_max_ms", "The slowest of those restores."),
        ]

    private static func budgetFields(_ name: String, _ what: String) -> [BenchField] {
        [
            BenchField("\(name)_app_mb", "Megabytes of the app (proportional set size) with \(what)."),
            BenchField("\(name)_webkit_mb", "Megabytes of the WebKit processes (web and network, summed) with \(what)."),
            BenchField("\(name)_web_processes", "Web-content processes alive with \(what)."),
        ]
    }
}
