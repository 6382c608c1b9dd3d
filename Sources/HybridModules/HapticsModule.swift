import HybridCore
import HybridVocabulary

/// `hybrid.haptics.impact(style)`: a tap the person feels. The answer says
/// whether the device played it: `{ supported: false }` on Linux, which has none.
@MainActor
final class HapticsModule: BridgeModule {
    let namespace = "haptics"
    weak var presenter: (any ModulePresenter)?

    private struct Params: Decodable { var style: String? }
    private struct Answer: Encodable { var supported: Bool }

    init(presenter: (any ModulePresenter)?) { self.presenter = presenter }

    func declare(_ module: BridgeModuleDeclaration) {
        module.method("impact", arguments: ["style"], options: .frontPage()) { [self] (params: Params) -> Answer in
            let name = params.style ?? HapticStyle.medium.rawValue
            guard let style = HapticStyle(rawValue: name) else {
                throw BridgeError.invalidParams("a haptic style is light, medium or heavy, not \"\(name.prefix(32))\"")
            }
            guard let presenter else { throw BridgeError.noShell("play a haptic") }
            return Answer(supported: presenter.playHaptic(style))
        }
    }
}

/// The feel of a haptic (`hybrid.haptics.impact(style)`), as UIKit's impact feedback names it.
public enum HapticStyle: String, Sendable, Hashable, Decodable, CaseIterable {
    case light, medium, heavy
}
