import HybridEngineSupport
/// File inputs and permission requests: the container's ``DeviceQuestions`` answer them.
extension ContainerEngineDelegate {
    func engineView(_ view: any WebEngineView, chooseFilesFor request: FileChooserRequest) async -> [String]? {
        await container?.device.chooseFiles(for: request)
    }

    func engineView(_ view: any WebEngineView, decide request: PermissionRequest) async -> Bool {
        await container?.device.decide(request) ?? false
    }
}
