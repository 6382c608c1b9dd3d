import HybridVocabulary
import HybridEngineInterface
/// Knows where the current document is scrolled (`scroll-tracker.js` reports
/// it from the isolated world), so recovery can bring the page back there.
@MainActor
final class ScrollTracking: ContainerFeature {
    static let handlerName = "hybridkitScroll"
    /// The current document's position as last reported; `nil` for a new document.
    private(set) var position: (x: Double, y: Double)?
    private let view: RecoverableView

    init(view: RecoverableView) { self.view = view }

    func install() throws {
        try view.addUserScript(UserScript(source: ContainerScripts.scrollTracker, forMainFrameOnly: true, world: .hybrid))
        try view.addMessageHandler(named: Self.handlerName, in: .hybrid) { [weak self] message in
            if case .array(let parts) = message.body, parts.count == 2,
               case .number(let x) = parts[0], case .number(let y) = parts[1], x.isFinite, y.isFinite {
                self?.position = (x, y)
            }
            return .success(.null)
        }
    }

    func pageDidNavigate(_ event: NavigationEvent) {
        if case .committed = event { position = nil }
    }
}
