import HybridEngineSupport

/// The `build` and `engine` fields a suite's JSON names its run with.
enum BenchBuild {
    #if DEBUG
    static let build: JSONValue = "debug"
    #else
    static let build: JSONValue = "release"
    #endif
    static let engine: JSONValue = "WebKitGTK 4.1"
}
