extension BenchSuite {
    /// OfflineBenchmark's fields: every source sends the same bytes, alternating load by load in one engine.
    static let offlineFields: [BenchField] =
        BenchField.percentiles("offline", "A load of the 50-file page (index.html, 24 stylesheets, 25 scripts) from an "
                                   + "installed offline package over app:// (max-age, cleared at a version switch), to load finished", 50, 90)
        + BenchField.percentiles("loopback_http", "A load of the same 50-file page from the loopback "
                                     + "HTTP server (no-cache, ETag), the peer, to load finished", 50, 90)
        + BenchField.percentiles("file", "A load of the same 50 files unpacked on disk, from file://, the floor (no scheme "
                                     + "handler, no server, no checks), to load finished", 50, 90)
        + [
            BenchField("offline_vs_loopback_http", "offline_p50_ms ÷ loopback_http_p50_ms (below 1: the package is faster)."),
            BenchField("offline_vs_file", "offline_p50_ms ÷ file_p50_ms: what the package's serving adds over file:// (target ≤ 1.1)."),
        ]
        + BenchField.percentiles("range", "A 64 KiB Range fetch of a 20 MiB packaged file by the page, "
                                     + "timed in native from the request to the page having the bytes", 50, 95)
        + [
            BenchField("install_10mb_ms",
                       "Milliseconds to install a signed 10-file 10 MiB package into a fresh store (verify, unpack with "
                        + "hashing, fsync, switch), median of 5."),
            BenchField("page_files", "Files the benchmark page loads from either source."),
            BenchField("tampered_file_bytes_served",
                       "Bytes the page received for an installed script after one byte of it changed on disk (target 0: "
                        + "a file that no longer matches its hash is not served)."),
        ]
}
