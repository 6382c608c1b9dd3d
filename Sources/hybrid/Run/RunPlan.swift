import Foundation
import HybridCore
import HybridVocabulary

/// Everything `hybrid run` was asked to do, checked before any page opens.
struct RunPlan {
    var target: RunTarget
    var mock: MockFile
    /// Origins trusted besides the page's own.
    var extraOrigins: [BridgeOrigin]
    /// How long the page stays open after it loaded (stretched to the mock file's last delivery).
    var keepOpen: Duration
    var screenshot: URL?
    /// Show the page in a `HybridWindow` (header bar, progress, error view) instead of a bare view.
    var window = false
    /// `--inspect`: the port of WebKit's remote inspector; pages are inspectable.
    var inspectorPort: Int?
    /// With `--paths`: the page opens in a navigator that follows these rules.
    var paths: PathConfiguration?
    /// `--junit FILE`: the expectations' verdicts as a JUnit report.
    var junit: URL?
    /// `--watch`: the served folder is watched and the page reloaded when a file in it changes.
    var watch = false

    /// The origins mocked handlers answer: the page's own and each extra one.
    func trustedOrigins(pageURL: URL) -> Set<BridgeOrigin> {
        Set(extraOrigins + [BridgeOrigin(url: pageURL)].compactMap { $0 })
    }
}
