extension BenchSuite {
    /// UpdateBenchmark's fields: a TUF feed on the loopback server as the CDN; bytes are body bytes it sent.
    static let updateFields: [BenchField] = [
        BenchField("package_files", "Files in the package the first install and the one-file update install."),
        BenchField("package_bytes", "Bytes of that package's files together."),
        BenchField("full_bytes", "Bytes the server sent for a first install: TUF metadata, manifest and every file."),
        BenchField("delta_bytes", "Bytes the server sent for the next version, with one changed file (target: that file, "
                    + "its manifest and the new timestamp, snapshot and targets metadata)."),
        BenchField("delta_bytes_ratio", "delta_bytes ÷ full_bytes."),
        BenchField("resume_extra_bytes",
                   "Bytes sent for a 5 MiB file beyond its size after the connection was cut at half (target 0: resumed with Range)."),
        BenchField("resume_requests", "Requests the 5 MiB file cut at half took, the cut one included (target 2)."),
        BenchField("check_unchanged_ms",
                   "Milliseconds an update check took when nothing changed (the next root answered 404, timestamp.json 304, "
                    + "the kept metadata and the installed versions' proofs verified), median of --checks."),
        BenchField("check_unchanged_requests",
                   "Requests an unchanged check made, the most of --checks (target 2: the next root's probe and timestamp.json)."),
        BenchField("plain_get_ms",
                   "Milliseconds a plain URLSession GET of timestamp.json, which an update check asks for, took, median of --checks: "
                    + "the floor."),
        BenchField("install_ms",
                   "Milliseconds to install the first version at the next launch (200 files assembled with every hash "
                    + "checked, fsync, switch), one run."),
    ]
}
