import HybridEngineSupport
/// The page's script dialogs, as a feature of the container that owns its
/// state: which dialogs of the current document reach the app, a flood's
/// decision, and the app's answer within the dialog timeout.
@MainActor
final class ScriptDialogs: ContainerFeature {
    weak var container: WebContainer?
    private(set) var gate = ScriptDialogGate()
    private let logger = HybridLog.logger("hybridkit.container")

    func attach(to container: WebContainer) { self.container = container }

    /// A new document starts with no dialogs counted and none suppressed.
    func pageDidNavigate(_ event: NavigationEvent) {
        if case .committed = event { gate.reset() }
    }

    func webProcessDidTerminate(_ reason: WebProcessTerminationReason) { gate.reset() }

    func suppress() { gate.suppress() }

    /// The engine's question: the app answers; an app that never does is cut off by the dialog timeout.
    func run(_ dialog: ScriptDialog) async -> ScriptDialog.Result {
        guard let container else { return .dismissal(for: dialog.kind) }
        var dialog = dialog
        dialog.sender = container.bridge.mainDocument.dialogSender(engineFrame: dialog.frame)
        if container.refuseWhileHidden(.dialog(dialog)) { return .dismissal(for: dialog.kind) }
        // A page below the top, in a hidden tab or window would draw over the page a person sees: dismissed unseen.
        guard container.isVisible else {
            logger.notice("dismissed a \(dialog.kind) from a page that is not shown")
            return .dismissal(for: dialog.kind)
        }
        let admitted = await admit(dialog, in: container)
        HybridMetrics.dialog(dialog.kind, shown: admitted && container.delegate != nil)
        guard admitted, let delegate = container.delegate else { return .dismissal(for: dialog.kind) }
        return await Deadline.run(timeout: container.configuration.dialogTimeout, onTimeout: .dismissal(for: dialog.kind)) {
            await delegate.container(container, runScriptDialog: dialog)
        }
    }

    /// Whether `dialog` may reach the delegate: not while suppressed, and a
    /// flood goes to the delegate's decision first (suppressed when it does not answer in time).
    private func admit(_ dialog: ScriptDialog, in container: WebContainer) async -> Bool {
        let configuration = container.configuration
        guard case .flood(let count) = gate.admit(at: .now, limit: configuration.dialogFloodLimit) else {
            return !gate.isSuppressed
        }
        let decision: ScriptDialog.FloodDecision
        if let delegate = container.delegate {
            decision = await Deadline.run(timeout: configuration.dialogTimeout, onTimeout: .suppress) {
                await delegate.container(container, decideAfterDialogFlood: count, sender: dialog.sender)
            }
        } else {
            decision = .suppress
        }
        guard decision == .suppress else {
            gate.floodAllowed()
            return true
        }
        logger.warning("suppressed the page's dialogs after \(count) in \(configuration.dialogFloodLimit.window)")
        gate.suppress(includingCurrent: true)
        return false
    }
}
