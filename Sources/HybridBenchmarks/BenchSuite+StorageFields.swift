extension BenchSuite {
    /// StorageBenchmark's fields (calls timed from page JS, 4 KB values over 100 keys) and StorageDiskBenchmark's.
    static let storageFields: [BenchField] =
        BenchField.percentiles("storage_set", "hybrid.storage.set of a 4 KB value until its promise settled (committed), "
                                   + "timed in the page", 50, 95)
        + BenchField.percentiles("storage_get", "hybrid.storage.get of a 4 KB value until its promise settled, "
                                     + "timed in the page", 50, 95)
        + BenchField.percentiles("bridge", "The set's own bridge trip, the floor: hybrid.call with the same params a set sends "
                                     + "(key and 4 KB value) to a native handler that stores nothing and answers null, in the same page", 50, 95)
        + BenchField.percentiles("bridge_empty", "A bare hybrid.call round trip (null params) to a native echo in the same page", 50, 95)
        + [
            BenchField("localstorage_set_p95_ms", BenchField.percentile(
                "localStorage.setItem of a 4 KB value (100 keys in turn) in the same page, the peer (synchronous web storage), "
                    + "timed in the page", 95)),
            BenchField("set_p95_over_bridge_p95",
                       "storage_set_p95_ms ÷ bridge_p95_ms: what a set costs beyond its bridge trip (one WAL commit); target ≤ 1.25."),
            BenchField("samples", "Timed calls of each kind (--calls, at least 20), after 200 untimed warm-up calls."),
            BenchField("many_keys_count",
                       "Tiny keys (k0, k1, … set to 1) one origin stored before its quota refused one."),
            BenchField("many_keys_disk_bytes",
                       "Bytes the store's files (database, write-ahead log and its index) grew by while one origin filled its "
                        + "quota with tiny keys."),
            BenchField("many_keys_wal_bytes", "Bytes the write-ahead log grew by while one origin filled its quota with tiny keys."),
            BenchField("quota_bytes", "The per-site quota the tiny keys filled, in bytes."),
            BenchField("disk_to_quota_ratio",
                       "many_keys_disk_bytes ÷ quota_bytes (the files stay within 2 plus disk_allowance_bytes ÷ quota_bytes)."),
            BenchField("disk_allowance_bytes",
                       "Bytes the store's files may take beyond twice each site's quota (BridgeStorage.diskAllowanceBytes)."),
        ]
}
