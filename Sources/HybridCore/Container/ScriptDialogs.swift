import HybridVocabulary
import HybridEngineInterface
/// The page's script dialogs, as a feature of the container that owns its
/// state: which dialogs of the current document reach the app, a flood's
/// decision, and the app's answer within the dialog timeout.
@MainActor
final class ScriptDialogs: ContainerFeature {
    private(set) var gate = ScriptDialogGate()
    private let bridge: Bridge
    private let prerendering: Prerendering
    /// Whether a person sees the page: the container's word.
    private let isShown: @MainActor () -> Bool
    private let app: AppLink
    private var configuration = ContainerConfiguration()
    private let logger = HybridLog.logger("hybridkit.container")

    init(bridge: Bridge, prerendering: Prerendering, isShown: @escaping @MainActor () -> Bool, app: AppLink) {
        (self.bridge, self.prerendering, self.isShown, self.app) = (bridge, prerendering, isShown, app)
    }

    func configurationDidChange(_ configuration: ContainerConfiguration) { self.configuration = configuration }

    /// A new document starts with no dialogs counted and none suppressed.
    func pageDidNavigate(_ event: NavigationEvent) {
        if case .committed = event { gate.reset() }
    }

    func webProcessDidTerminate(_ reason: WebProcessTerminationReason) { gate.reset() }

    func suppress() { gate.suppress() }

    /// The engine's question: the app answers; an app that never does is cut off by the dialog timeout.
    func run(_ dialog: ScriptDialog) async -> ScriptDialog.Result {
        var dialog = dialog
        dialog.sender = bridge.mainDocument.dialogSender(engineFrame: dialog.frame)
        if prerendering.refuse(.dialog(dialog)) { return .dismissal(for: dialog.kind) }
        // A page below the top, in a hidden tab or window would draw over the page a person sees: dismissed unseen.
        guard isShown() else {
            logger.notice("dismissed a \(dialog.kind) from a page that is not shown")
            return .dismissal(for: dialog.kind)
        }
        let admitted = await admit(dialog)
        let delegate = configuration.dialogDelegate
        HybridMetrics.dialog(dialog.kind, shown: admitted && delegate != nil)
        guard admitted, delegate != nil else { return .dismissal(for: dialog.kind) }
        return await Deadline.run(timeout: configuration.dialogTimeout, onTimeout: .dismissal(for: dialog.kind)) { [app] in
            await app.ask(delegate) { await $0.container($1, runScriptDialog: dialog) } ?? .dismissal(for: dialog.kind)
        }
    }

    /// Whether `dialog` may reach the delegate: not while suppressed, and a
    /// flood goes to the delegate's decision first (suppressed when it does not answer in time).
    private func admit(_ dialog: ScriptDialog) async -> Bool {
        let configuration = configuration
        guard case .flood(let count) = gate.admit(at: .now, limit: configuration.dialogFloodLimit, within: configuration.dialogFloodWindow) else {
            return !gate.isSuppressed
        }
        let delegate = configuration.dialogDelegate
        let allowed = await Deadline.run(timeout: configuration.dialogTimeout, onTimeout: false) { [app] in
            await app.ask(delegate) { await $0.container($1, decideAfterDialogFlood: count, sender: dialog.sender) } ?? false
        }
        guard !allowed else {
            gate.floodAllowed()
            return true
        }
        logger.warning("suppressed the page's dialogs after \(count) in \(configuration.dialogFloodWindow)")
        gate.suppress(includingCurrent: true)
        return false
    }
}
