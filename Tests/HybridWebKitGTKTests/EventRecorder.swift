import Foundation
import HybridCore
import HybridVocabulary

/// A container delegate that writes down what happened, for assertions.
@MainActor
final class EventRecorder: WebContainerDelegate {
    var events: [String] = []
    /// Starts, commits, titles and finishes in the order they came.
    var timeline: [String] = []
    var titles: [String?] = []
    var progress: [Double] = []
    var terminations: [WebProcessTerminationReason] = []
    var decide: (NavigationAction) -> NavigationPolicy = { _ in .allow }
    var askedActions: [NavigationAction] = []

    func containerDidStartLoading(_ container: WebContainer, url: URL?) {
        events.append("started")
        timeline.append("started")
    }
    func containerDidFinishLoading(_ container: WebContainer, url: URL?) {
        events.append("finished")
        timeline.append("finished")
    }
    func container(_ container: WebContainer, didCommit url: URL?) { timeline.append("committed \(url?.path ?? "")") }
    func container(_ container: WebContainer, didFailLoading url: URL?, error: NavigationError) {
        events.append("failed:\(error.code)")
    }
    func container(_ container: WebContainer, didChangeTitle title: String?) {
        titles.append(title)
        timeline.append("title \(title ?? "")")
    }
    func container(_ container: WebContainer, didChangeProgress progress: Double) { self.progress.append(progress) }
    func container(_ container: WebContainer, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        askedActions.append(action)
        return decide(action)
    }
    func container(_ container: WebContainer, webProcessDidTerminate reason: WebProcessTerminationReason) {
        terminations.append(reason)
    }
}
