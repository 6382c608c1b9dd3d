import Foundation
import HybridCore

// readme-module: the modules article's example module (HybridCore.docc/Modules.md), as an app writes it.
final class ShareModule: BridgeModule {
    struct Shared: Codable, Equatable { var text: String; var url: String? }
    let namespace = "share"
    private(set) var shared: [Shared] = []
    private var module: BridgeModuleDeclaration?

    func declare(_ module: BridgeModuleDeclaration) {
        self.module = module
        module.method("text", arguments: ["text", "url"]) { [unowned self] (item: Shared) -> Bool in
            guard !item.text.isEmpty else { throw BridgeError.invalidParams("nothing to share") }
            shared.append(item)                              // a real app opens the share sheet here
            return true
        }
        module.event("finished")                             // pages hear hybrid.on('share.finished', …)
    }

    func sheetClosed(completed: Bool) async throws {
        try await module?.emit("finished", ["completed": completed])
    }
}
