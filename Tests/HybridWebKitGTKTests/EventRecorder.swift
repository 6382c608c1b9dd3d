import Foundation
import HybridCore

/// A container delegate that writes down what happened, for assertions.
@MainActor
final class EventRecorder: WebContainerDelegate {
    var events: [String] = []
    var titles: [String?] = []
    var progress: [Double] = []
    var terminations: [WebProcessTerminationReason] = []
    var decide: (NavigationAction) -> NavigationPolicy = { _ in .allow }
    var askedActions: [NavigationAction] = []

    func containerDidStartLoading(_ container: WebContainer, url: URL?) { events.append("started") }
    func containerDidFinishLoading(_ container: WebContainer, url: URL?) { events.append("finished") }
    func container(_ container: WebContainer, didFailLoading url: URL?, error: NavigationError) {
        events.append("failed:\(error.code)")
    }
    func container(_ container: WebContainer, didChangeTitle title: String?) { titles.append(title) }
    func container(_ container: WebContainer, didChangeProgress progress: Double) { self.progress.append(progress) }
    func container(_ container: WebContainer, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        askedActions.append(action)
        return decide(action)
    }
    func container(_ container: WebContainer, webProcessDidTerminate reason: WebProcessTerminationReason) {
        terminations.append(reason)
    }
}
