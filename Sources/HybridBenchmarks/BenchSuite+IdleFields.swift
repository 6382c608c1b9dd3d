extension BenchSuite {
    /// IdleBenchmark's fields: a loaded, quiet container, which must cost next to nothing.
    static let idleFields: [BenchField] = [
        BenchField("idle_seconds", "Seconds measured (--seconds), starting a second after the demo page loaded."),
        BenchField("idle_cpu_percent_app",
                   "CPU this process used while its loaded container sat quiet, in percent of one core (target near 0)."),
        BenchField("idle_cpu_percent_webkit_children",
                   "CPU this process's child processes (WebKit's web and network processes) used over the same seconds, "
                    + "in percent of one core."),
    ]
}
