extension BenchSuite {
    /// CacheBenchmark's fields: the test server's cache page (no-cache, ETag) with a max-age=3600 stylesheet,
    /// a no-cache stylesheet with an ETag and a no-cache script with Last-Modified, on two origins, engine data on disk.
    static let cacheFields: [BenchField] = [
        BenchField("warm_maxage_requests",
                   "Requests the server saw for the max-age stylesheet when the first origin's page was visited again "
                    + "(target 0: served from the engine's cache)."),
        BenchField("warm_nocache_304s",
                   "On a warm revisit of the first origin, the three no-cache files (page, stylesheet, script) the server "
                    + "answered 304 (target 3: all revalidated)."),
        BenchField("warm_nocache_200s", "On a warm revisit of the first origin, the no-cache files the server sent whole with 200 (target 0)."),
        BenchField("after_clear_200s",
                   "After removing the first origin's HTTP cache, the requests of its next visit the server answered 200 "
                    + "(4: page and files fetched anew)."),
        BenchField("after_clear_requests",
                   "Requests the first origin's visit made in all after its HTTP cache was removed (4: the page and its three files)."),
        BenchField("other_origin_changed",
                   "1 if the second origin's visit saw other requests after the removal than before it, "
                    + "0 if removing one origin's cache left the other's alone."),
    ]
}
