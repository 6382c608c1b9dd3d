import HybridVocabulary
import HybridEngineInterface
/// What the navigation delegate hears of the main frame's loads: each one
/// starting, committing, finishing or failing, and after it finished the page's
/// own timings. The runtime reads the timings in the isolated world, so the page
/// cannot change what is reported; a page gone meanwhile reports nothing.
@MainActor
final class LoadReports: ContainerFeature {
    private let bridge: Bridge
    private let view: RecoverableView
    private let app: AppLink
    private var delegate: (any WebContainer.NavigationDelegate)? { configuration.navigationDelegate }
    private var configuration = ContainerConfiguration()

    init(bridge: Bridge, view: RecoverableView, app: AppLink) { (self.bridge, self.view, self.app) = (bridge, view, app) }

    func configurationDidChange(_ configuration: ContainerConfiguration) { self.configuration = configuration }

    func pageDidNavigate(_ event: NavigationEvent) {
        switch event {
        case .started(let url): app.tell(delegate) { $0.containerDidStartLoading($1, url: url) }
        case .committed(let url): app.tell(delegate) { $0.container($1, didCommit: url) }
        case .failed(let url, let error):
            HybridMetrics.loadFailed(error.code)
            app.tell(delegate) { $0.container($1, didFailLoading: url, error: error) }
        case .finished(let url):
            app.tell(delegate) { $0.containerDidFinishLoading($1, url: url) }
            if delegate != nil { measure() }
        case .redirected: break
        }
    }

    private func measure() {
        Task { [weak self, bridge] in
            let answer = try? await bridge.runTask("pageTimings", arguments: ["wait": .number(2000)], timeout: .seconds(5))
            guard let self, !view.isClosed, let answer, let timings = PageTimings(answer) else { return }
            app.tell(delegate) { $0.container($1, didMeasure: timings) }
        }
    }
}
