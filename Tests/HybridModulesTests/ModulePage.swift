import Foundation
import HybridCore
import HybridVocabulary
import HybridModules
import HybridTesting

/// A scripted page on `https://m.example.com/` with every first-party module
/// installed, drawn by a fake presenter, on a fake network.
@MainActor
struct ModulePage {
    let page: ScriptedPage
    let presenter: FakePresenter
    let network: FakeNetwork
    let modules: FirstPartyModules

    /// `presenter` is the shell to draw in (a new one when `nil`): pages of one window share it.
    static func open(withPresenter: Bool = true, presenter shared: FakePresenter? = nil,
                     clipboardConsent: (@MainActor (BridgeMessageSource) async -> Bool)? = nil) async throws -> ModulePage {
        let page = try await ScriptedPage(url: URL(string: "https://m.example.com/cart")!)
        let presenter = shared ?? FakePresenter()
        let network = FakeNetwork()
        let modules = FirstPartyModules(container: page.container, presenter: withPresenter ? presenter : nil, network: network,
                                        appName: "Shop", appVersion: "2.1", appBuild: "210", clipboardConsent: clipboardConsent)
        try modules.install()
        return ModulePage(page: page, presenter: presenter, network: network, modules: modules)
    }
}

/// Answers file requests with the files the test chose, and records the requests.
@MainActor
final class FileAnswers: WebContainerDelegate {
    var files: [URL]?
    private(set) var requests: [FileChooserRequest] = []

    init(_ files: [URL]?) { self.files = files }

    func container(_ container: WebContainer, chooseFilesFor request: FileChooserRequest) async -> [URL]? {
        requests.append(request)
        return files
    }
}

/// A file in a fresh temporary folder.
func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
}

/// The first bytes of a PNG, then padding: enough for the type check.
let pngBytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 24)
