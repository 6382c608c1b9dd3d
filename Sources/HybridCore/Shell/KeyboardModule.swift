import HybridVocabulary

/// `hybrid.keyboard`: the on-screen keyboard as the page hears it, `keyboard.show`
/// with its height and `keyboard.hide`, and its state now for a page that starts
/// while it is up. Trusted origins and the main frame only, like every module.
@MainActor
final class KeyboardModule: BridgeModule {
    let namespace = "keyboard"
    weak var keyboard: PageKeyboard?
    private(set) var declaration: BridgeModuleDeclaration?

    init(keyboard: PageKeyboard) { self.keyboard = keyboard }

    func declare(_ module: BridgeModuleDeclaration) {
        declaration = module
        module.method("state", arguments: []) { [weak keyboard] (_: JSONValue) -> JSONValue in
            keyboard?.state ?? ["visible": false, "height": 0, "resize": "none"]
        }
        module.event("show")
        module.event("hide")
    }
}
