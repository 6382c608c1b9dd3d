import HybridVocabulary
import HybridWebKitGTK

/// The `build` and `engine` fields every suite's output names its run with,
/// since a debug build's or another WebKit's figures are not comparable.
enum BenchBuild {
    #if DEBUG
    static let build: JSONValue = "debug"
    #else
    static let build: JSONValue = "release"
    #endif
    static let engine: JSONValue = .string("WebKitGTK \(GTKEngine.webKitVersion)")

    static let fields = [
        BenchField("build", "The build that ran: release or debug; only release figures are worth comparing."),
        BenchField("engine", "The engine that ran: WebKitGTK and the library version this process loaded."),
    ]
}
