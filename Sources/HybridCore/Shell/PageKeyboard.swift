import HybridVocabulary
import HybridEngineInterface

/// The on-screen keyboard over a container's page: the height the platform (or,
/// on Linux, the app or an input method) reports, the page's `keyboard.show` and
/// `keyboard.hide` in order, and the resize `ViewSettings.keyboardResize` asks for.
/// The same on every engine: only how the height is learned differs.
@MainActor
final class PageKeyboard: ContainerFeature {
    /// Taller than any screen: a height past it is a mistake, not a keyboard.
    static let maximumHeight = 10_000.0
    private let view: RecoverableView
    private let bridge: Bridge
    private var module: KeyboardModule?
    private var configuration = ContainerConfiguration()
    /// Told after each change of height: a shell that lays the view out for the keyboard does it again.
    var onChange: (@MainActor () -> Void)?
    /// The keyboard's height now, in points; 0 when it is hidden.
    private(set) var height = 0.0
    /// What each resize last did, so a change of mode undoes the other.
    private var overlapSet = 0.0
    private var bodySet = 0.0
    /// The last event on its way: the next waits for it, so the page hears them in order.
    private var sending: Task<Void, Never>?

    init(view: RecoverableView, bridge: Bridge) { (self.view, self.bridge) = (view, bridge) }

    func install() throws {
        let module = KeyboardModule(keyboard: self)
        try bridge.installFirstParty(module)
        self.module = module
    }

    var mode: ViewSettings.KeyboardResize { configuration.viewSettings.keyboardResize }

    var state: JSONValue { ["visible": .bool(height > 0), "height": .number(height), "resize": .string(mode.rawValue)] }

    /// The keyboard now covers `height` points of the view's bottom (0: hidden).
    func changed(height: Double) throws(EngineError) {
        guard height.isFinite, (0...Self.maximumHeight).contains(height) else {
            throw .invalidArgument("a keyboard's height is 0 to \(Int(Self.maximumHeight)) points, not \(height)")
        }
        guard height != self.height else { return }
        self.height = height
        resize()
        onChange?()
        let event = height > 0 ? "show" : "hide"
        let previous = sending
        sending = Task { [weak module] in
            await previous?.value
            try? await module?.declaration?.emit(event, ["height": height])
        }
    }

    func configurationDidChange(_ configuration: ContainerConfiguration) {
        self.configuration = configuration
        resize()
    }

    /// A new document starts with its own body, with nothing of ours on it: once it
    /// has loaded (a link, a recovery) it gets the keyboard's room again.
    func pageDidNavigate(_ event: NavigationEvent) {
        switch event {
        case .committed: bodySet = 0
        case .finished: resize()
        case .started, .redirected, .failed: break
        }
    }

    private func resize() {
        guard !view.isClosed else { return }
        let overlap = mode == .native ? height : 0
        if overlap != overlapSet {
            overlapSet = overlap
            view.setKeyboardOverlap(overlap)
        }
        let body = mode == .body ? height : 0
        guard body != bodySet else { return }
        bodySet = body
        let previous = sending
        sending = Task { [weak bridge] in
            await previous?.value
            _ = try? await bridge?.runTask("keyboardBody", arguments: ["height": .number(body)], timeout: .seconds(5))
        }
    }
}
