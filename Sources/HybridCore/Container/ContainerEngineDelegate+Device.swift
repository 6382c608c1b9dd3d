import Foundation

/// File inputs and permission requests, passed to the app's delegate with the
/// sender proven as far as the engine allows. Nothing is granted without it.
extension ContainerEngineDelegate {
    func engineView(_ view: any WebEngineView, chooseFilesFor request: FileChooserRequest) async -> [String]? {
        guard let container, !container.isPrerendered, let delegate = container.delegate else { return nil }
        var request = request
        if request.sender == .unattributed { request.sender = container.bridge.mainDocument.dialogSender(engineFrame: nil) }
        guard let urls = await delegate.container(container, chooseFilesFor: request) else { return nil }
        do {
            return try ChosenFiles.check(urls, for: request)
        } catch {
            container.logger.error("file input cancelled: the app chose \(error)")
            return nil
        }
    }

    func engineView(_ view: any WebEngineView, decide request: PermissionRequest) async -> Bool {
        // A page nobody sees asks nobody.
        guard let container, !container.isPrerendered else { return false }
        var request = request
        // An engine that names the frame (WKWebView) has set it; otherwise the core proves what it can.
        if request.sender == .unattributed { request.sender = container.bridge.mainDocument.dialogSender(engineFrame: nil) }
        if let remembered = container.permissionGate.rememberedAnswer(for: request, store: container.configuration.permissionStore) {
            return remembered
        }
        guard let delegate = container.delegate else { return false }
        let decision = await delegate.container(container, decide: request)
        do {
            try container.permissionGate.remember(decision, for: request, store: container.configuration.permissionStore)
        } catch {
            container.logger.error("permission decision not saved: \(error)")
        }
        return decision.isGranted
    }
}
