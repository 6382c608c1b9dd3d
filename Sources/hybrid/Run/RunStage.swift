import Foundation
import HybridCore

/// What a run shows the page in: one container, or a navigator's stack of them,
/// with or without a window. The run asks it only these four things.
@MainActor
struct RunStage {
    /// The page on top now: where the mock file's events and calls go, and what the screenshot shows.
    let top: () -> WebContainer?
    /// Whether the person closed the window (the run then ends).
    let isClosed: () -> Bool
    /// The window as drawn, when there is one.
    let screenshot: (() throws -> Data)?
    let close: () -> Void
    /// The first load failed but a window shows its error view: the run shows it, saves the screenshot, then fails with this.
    var loadFailure: RunLoadError?
}
