import Foundation
import HybridEngineSupport

/// Puts `navigator-links.js` into a container's main frame: links its document
/// activates arrive here as URLs instead of loading in place.
@MainActor
enum NavigatorLinks {
    static let handlerName = "hybridkitLink"

    /// At most this many links of a page are looked at for rules that say `prerender`.
    static let maximumLinks = 200

    static func install(in container: WebContainer, isLoaded: Bool, propose: @escaping @MainActor (URL) -> Void,
                        shown: @escaping @MainActor ([URL]) -> Void) {
        let view = container.view
        do {
            try view.addUserScript(UserScript(source: ContainerScripts.navigatorLinks, forMainFrameOnly: true, world: .hybrid))
            try view.addMessageHandler(named: handlerName, in: .hybrid) { message in
                switch message.body {
                case .string(let text) where text.count <= 8_192:
                    if let url = URL(string: text) { propose(url) }
                case .object(let fields):
                    let links = fields["links"]?.arrayValue?.prefix(maximumLinks) ?? []
                    shown(links.compactMap { $0.stringValue.flatMap { $0.count <= 8_192 ? URL(string: $0) : nil } })
                default:
                    break
                }
                return .success(.null)
            }
        } catch {
            HybridLog.logger("hybridkit.navigator").error("links will load in place: \(error)")
        }
        // A prerendered page is already loaded: its document gets the script now.
        if isLoaded { Task { _ = try? await view.evaluateJavaScript(ContainerScripts.navigatorLinks, in: .hybrid) } }
    }
}
