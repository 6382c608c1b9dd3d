extension BenchSuite {
    /// UpdateBenchmark's fields: a static feed on the loopback server as the CDN; bytes are body bytes it sent.
    static let updateFields: [BenchField] = [
        BenchField("package_files", "Files in the package the first install and the one-file update install."),
        BenchField("package_bytes", "Bytes of that package's files together."),
        BenchField("full_bytes", "Bytes the server sent for a first install: channel document, manifest and every file."),
        BenchField("delta_bytes", "Bytes the server sent for the next version, with one changed file (target: that file, "
                    + "its manifest and the channel document)."),
        BenchField("delta_bytes_ratio", "delta_bytes ÷ full_bytes."),
        BenchField("resume_extra_bytes",
                   "Bytes sent for a 5 MiB file beyond its size after the connection was cut at half (target 0: resumed with Range)."),
        BenchField("resume_requests", "Requests the 5 MiB file cut at half took, the cut one included (target 2)."),
        BenchField("check_unchanged_ms",
                   "Milliseconds an update check took when nothing changed (a 304, the kept channel document verified, "
                    + "the installed manifest read), median of --checks."),
        BenchField("plain_get_ms",
                   "Milliseconds a plain URLSession GET of the channel document an update check asks for took, median of --checks: "
                    + "the floor."),
        BenchField("install_ms",
                   "Milliseconds to install the first version at the next launch (200 files assembled with every hash "
                    + "checked, fsync, switch), one run."),
    ]
}
