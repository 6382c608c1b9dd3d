import HybridVocabulary
import HybridEngineInterface
/// File inputs and permission requests: the container's ``DeviceQuestions`` answer them.
extension ContainerEngineDelegate {
    func engineView(_ view: any WebEngineView, chooseFilesFor request: FileChooserRequest) async -> [String]? {
        await device.chooseFiles(for: request)
    }

    func engineView(_ view: any WebEngineView, decide request: PermissionRequest) async -> Bool {
        await device.decide(request)
    }
}
