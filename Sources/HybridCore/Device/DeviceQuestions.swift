import Foundation
import HybridEngineSupport

/// File inputs and permission requests, as a feature of the container that owns
/// their state: passed to the app's delegate with the sender proven as far as the
/// engine allows, decisions remembered as the app says. Nothing is granted without a delegate.
@MainActor
package final class DeviceQuestions: ContainerFeature {
    weak var container: WebContainer?
    private var gate = PermissionGate()
    private let logger = HybridLog.logger("hybridkit.container")

    func attach(to container: WebContainer) { self.container = container }

    /// The one checked path for files a page gets: file inputs and modules' file requests (`media.chooseImage`) alike.
    package func chooseFiles(for request: FileChooserRequest) async -> [String]? {
        // Only the page a person sees may open a chooser over the screen.
        guard let container, !container.isPrerendered, container.isVisible, let delegate = container.delegate else { return nil }
        var request = request
        if request.sender == .unattributed { request.sender = container.bridge.mainDocument.dialogSender(engineFrame: nil) }
        guard let urls = await delegate.container(container, chooseFilesFor: request) else { return nil }
        do {
            return try ChosenFiles.check(urls, for: request)
        } catch {
            logger.error("file input cancelled: the app chose \(error)")
            return nil
        }
    }

    func decide(_ request: PermissionRequest) async -> Bool {
        // A page nobody sees asks nobody.
        guard let container, !container.isPrerendered else { return false }
        var request = request
        // An engine that names the frame (WKWebView) has set it; otherwise the core proves what it can.
        if request.sender == .unattributed { request.sender = container.bridge.mainDocument.dialogSender(engineFrame: nil) }
        let store = container.configuration.permissionStore.flatMap { ProfileGuard.permissionStore($0, for: container) }
        if let remembered = gate.rememberedAnswer(for: request, store: store) { return remembered }
        // A hidden page (below the top, another tab, a hidden window) prompts nobody; what was remembered still holds.
        guard container.isVisible, let delegate = container.delegate else { return false }
        var decision = await delegate.container(container, decide: request)
        if decision.isGranted, request.sender == .unattributed, !decision.grantsUnattributedSender {
            logger.warning("refused a grant of \(request.kinds.map(\.rawValue).sorted()) to a request no frame could be proven to make; grant(evenIfFromAnotherFrame: true) allows it")
            decision = .deny
        }
        do { try gate.remember(decision, for: request, store: store) } catch {
            logger.error("permission decision not saved: \(error)")
        }
        return decision.isGranted
    }
}
