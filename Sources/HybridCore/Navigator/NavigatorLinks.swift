import Foundation
import HybridEngineSupport

/// Puts `navigator-links.js` into a container's main frame: links its document
/// activates arrive here as URLs instead of loading in place.
@MainActor
enum NavigatorLinks {
    static let handlerName = "hybridkitLink"

    static func install(in container: WebContainer, isLoaded: Bool, propose: @escaping @MainActor (URL) -> Void) {
        let view = container.view
        do {
            try view.addUserScript(UserScript(source: ContainerScripts.navigatorLinks, forMainFrameOnly: true, world: .hybrid))
            try view.addMessageHandler(named: handlerName, in: .hybrid) { message in
                if case .string(let text) = message.body, text.count <= 8_192, let url = URL(string: text) { propose(url) }
                return .success(.null)
            }
        } catch {
            HybridLog.logger("hybridkit.navigator").error("links will load in place: \(error)")
        }
        // A prerendered page is already loaded: its document gets the script now.
        if isLoaded { Task { _ = try? await view.evaluateJavaScript(ContainerScripts.navigatorLinks, in: .hybrid) } }
    }
}
