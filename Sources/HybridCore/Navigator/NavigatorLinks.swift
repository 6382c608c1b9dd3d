import Foundation
import HybridVocabulary

/// Puts `navigator-links.js` into a container's main frame: links its document
/// activates arrive here as URLs instead of loading in place.
@MainActor
enum NavigatorLinks {
    static let handlerName = "hybridkitLink"

    /// At most this many links of a page are looked at for rules that say `prerender`.
    static let maximumLinks = 200

    /// `propose` answers whether the navigator takes the link; one it declines loads in place.
    static func install(in container: WebContainer, isLoaded: Bool, propose: @escaping @MainActor (URL, _ origin: String) -> Bool,
                        shown: @escaping @MainActor ([URL]) -> Void) {
        let view = container.view
        do {
            try view.addUserScript(UserScript(source: ContainerScripts.navigatorLinks, forMainFrameOnly: true, world: .hybrid))
            try view.addMessageHandler(named: handlerName, in: .hybrid) { message in
                switch message.body {
                case .object(let fields) where fields["link"] != nil:
                    guard let text = fields["link"]?.stringValue, text.count <= 8_192, let url = URL(string: text),
                          let origin = fields["origin"]?.stringValue else { return .success(.string("load")) }
                    return .success(.string(propose(url, origin) ? "routed" : "load"))
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
