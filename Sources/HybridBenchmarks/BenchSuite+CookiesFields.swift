extension BenchSuite {
    /// CookieJarBenchmark, CookieSyncBenchmark, CookieFloodBenchmark and CookieLongFloodBenchmark, in that order.
    static let cookiesFields: [BenchField] = [
        BenchField("cookies", "Set-Cookie headers each store took in the jar benchmark: 10 for each of 1,000 domains."),
        BenchField("jar_insert_us", "Microseconds per Set-Cookie header parsed and stored by HybridKit's CookieJar."),
        BenchField("foundation_insert_us",
                   "Microseconds per Set-Cookie header parsed and stored by Foundation's HTTPCookieStorage, the peer."),
        BenchField("jar_lookup_us", "Microseconds per lookup of a request URL's cookies in the jar (5,000 URLs over every domain)."),
        BenchField("foundation_lookup_us",
                   "Microseconds per lookup of a request URL's cookies in HTTPCookieStorage (the same 5,000 URLs), the peer."),
        BenchField("jar_header_us", "Microseconds to build one request's Cookie header from the jar."),
        BenchField("foundation_header_us",
                   "Microseconds to build one request's Cookie header from HTTPCookieStorage and HTTPCookie.requestHeaderFields, the peer."),
        BenchField("jar_lookup_cookies", "Cookies one jar lookup returned on average, to show both stores did the same work."),
        BenchField("insert_speedup", "foundation_insert_us ÷ jar_insert_us: how many times faster the jar inserts."),
        BenchField("lookup_speedup", "foundation_lookup_us ÷ jar_lookup_us: how many times faster the jar looks up."),
        BenchField("header_speedup", "foundation_header_us ÷ jar_header_us: how many times faster the jar builds a header."),
        BenchField("sync_cookies", "Cookies each sync technique put into a new engine before its first request."),
        BenchField("sync_1000_ms",
                   "Milliseconds for CookieSync to put the jar's 1,000 cookies into a new engine's cookie store, "
                    + "its network process already running; median of --runs, the first request then checked to carry them all."),
        BenchField("cookie_webview_1000_ms",
                   "Milliseconds for the peer, the cookie web view (a document-start script writing the 1,000 cookies "
                    + "to document.cookie, then a blank page of the site loaded) to put them into a new engine; median of --runs."),
        BenchField("cookie_webview_per_cookie_ms", "cookie_webview_1000_ms ÷ 1,000: the peer's milliseconds per cookie."),
        BenchField("sync_speedup", "cookie_webview_1000_ms ÷ sync_1000_ms: how many times faster CookieSync is than the cookie web view."),
        BenchField("network_process_start_ms",
                   "Milliseconds a new engine's first cookie store read took (its network process starting), "
                    + "median; paid before either technique's clock starts and counted in neither."),
    ] + BenchField.percentiles("page_to_jar", "From a page's document.cookie write to the jar's change notification "
                                    + "with CookieSync running, over 30 writes", 50, 99) + [
        BenchField("flood_cookies_written",
                   "Cookies of 4 KB a runaway page tried to write in a loop with CookieSync running."),
        BenchField("flood_next_load_ms",
                   "Milliseconds the next page of the same engine took to load after the runaway page's cookie flood."),
        BenchField("flood_sync_settled_ms", "Milliseconds CookieSync took to settle after that next page loaded."),
        BenchField("flood_cookies_kept",
                   "Flood cookies in the engine's store at the end; the per-document write limit drops the rest."),
        BenchField("long_flood_other_host_load_ms",
                   "Milliseconds a page of another host (same engine and sync) took to load while a page kept writing "
                    + "4 KB cookies for about 10 s (the outside case J1)."),
        BenchField("long_flood_sync_settled_ms", "Milliseconds CookieSync took to settle once that long flood ended."),
        BenchField("long_flood_cookies_kept", "The flooded host's cookies in the jar at the end (its per-domain limit is 180)."),
    ]
}
