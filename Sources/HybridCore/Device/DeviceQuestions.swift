import Foundation
import HybridVocabulary

/// File inputs and permission requests, as a feature of the container that owns
/// their state: passed to the app's delegate with the sender proven as far as the
/// engine allows, decisions remembered as the app says. Nothing is granted without a delegate.
@MainActor
final class DeviceQuestions: ContainerFeature {
    private var gate = PermissionGate()
    private let bridge: Bridge
    private let prerendering: Prerendering
    private let isShown: @MainActor () -> Bool
    private let app: AppLink
    private let profile: @MainActor () -> WebsiteDataProfile
    private var configuration = ContainerConfiguration()
    private let logger = HybridLog.logger("hybridkit.container")

    init(bridge: Bridge, prerendering: Prerendering, isShown: @escaping @MainActor () -> Bool, app: AppLink,
         profile: @escaping @MainActor () -> WebsiteDataProfile) {
        (self.bridge, self.prerendering, self.isShown, self.app, self.profile) = (bridge, prerendering, isShown, app, profile)
    }

    func configurationDidChange(_ configuration: ContainerConfiguration) { self.configuration = configuration }

    /// The one checked path for files a page gets: file inputs and modules' file requests (`media.chooseImage`) alike.
    func chooseFiles(for request: FileChooserRequest) async -> [String]? {
        // Only the page a person sees may open a chooser over the screen.
        guard !prerendering.isHidden, isShown() else { return nil }
        var request = request
        if request.sender == .unattributed { request.sender = bridge.mainDocument.dialogSender(engineFrame: nil) }
        guard let urls = await app.ask(configuration.dialogDelegate, { await $0.container($1, chooseFilesFor: request) }) ?? nil else { return nil }
        do {
            return try ChosenFiles.check(urls, for: request)
        } catch {
            logger.error("file input cancelled: the app chose \(error)")
            return nil
        }
    }

    func decide(_ request: PermissionRequest) async -> Bool {
        // A page nobody sees asks nobody.
        guard !prerendering.isHidden else { return false }
        var request = request
        // An engine that names the frame (WKWebView) has set it; otherwise the core proves what it can.
        if request.sender == .unattributed { request.sender = bridge.mainDocument.dialogSender(engineFrame: nil) }
        let store = configuration.permissionStore.flatMap { ProfileGuard.permissionStore($0, for: profile()) }
        if let remembered = gate.rememberedAnswer(for: request, store: store) { return remembered }
        // A hidden page (below the top, another tab, a hidden window) prompts nobody; what was remembered still holds.
        guard isShown(), var decision = await app.ask(configuration.dialogDelegate, { await $0.container($1, decide: request) }) else {
            return false
        }
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
