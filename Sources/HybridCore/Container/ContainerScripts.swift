/// The isolated-world scripts of the container and the pool (not the bridge's):
/// page-error reporting, scroll tracking and restoring, the blank-page probe
/// and the pool's warm-up. Read once per process: containers are made per lease
/// and probes run on demand.
enum ContainerScripts {
    static let pageErrors = ScriptResource.load("page-errors")
    static let scrollTracker = ScriptResource.load("scroll-tracker")
    static let scrollRestore = ScriptResource.load("scroll-restore")
    static let blankProbe = ScriptResource.load("blank-probe")
    static let poolWarmUp = ScriptResource.load("pool-warmup")
    static let pageTimings = ScriptResource.load("page-timings")
}
