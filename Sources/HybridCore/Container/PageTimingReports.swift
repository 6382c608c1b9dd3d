import HybridEngineSupport
/// After each main-frame load, the page's own timings for the delegate. The
/// runtime reads them in the isolated world, so the page cannot change what is
/// reported; a page gone meanwhile reports nothing.
@MainActor
final class PageTimingReports: ContainerFeature {
    weak var container: WebContainer?

    func attach(to container: WebContainer) { self.container = container }

    func pageDidNavigate(_ event: NavigationEvent) {
        guard case .finished = event, let container, container.delegate != nil else { return }
        Task { [weak container, bridge = container.bridge] in
            let answer = try? await bridge.runTask("pageTimings", arguments: ["wait": .number(2000)], timeout: .seconds(5))
            guard let container, !container.isClosed, let answer, let timings = PageTimings(answer) else { return }
            container.delegate?.container(container, didMeasure: timings)
        }
    }
}
