import Foundation
import HybridVocabulary
/// The isolated-world scripts of the container and the pool (not the bridge's):
/// page-error reporting, scroll tracking, pulls and the pool's warm-up. What the
/// container asks of a page later runs as a bridge task (`bridge-tasks.js`).
/// Read once per process: containers are made per lease.
enum ContainerScripts {
    static let pageErrors = ScriptResource.load("page-errors")
    static let scrollTracker = ScriptResource.load("scroll-tracker")
    static let poolWarmUp = ScriptResource.load("pool-warmup")
    static let navigatorLinks = ScriptResource.load("navigator-links")
    static let pullToRefresh = ScriptResource.load("pull-to-refresh")
    private static let scrollReturnFunction = ScriptResource.load("scroll-return")

    /// The one-shot script that scrolls a recovered page back to `(x, y)` during its load,
    /// in the document at `url` only: it may still be installed when a later load starts.
    static func scrollReturn(x: Double, y: Double, url: URL?) -> UserScript {
        var fields: [String: JSONValue] = ["x": .number(x), "y": .number(y)]
        if let url { fields["url"] = .string(url.absoluteString) }
        let target = JSONValue.object(fields)
        return UserScript(source: scrollReturnFunction + "(" + target.jsonText + ");", runsAtDocumentEnd: false,
                          forMainFrameOnly: true, world: .hybrid)
    }
}
