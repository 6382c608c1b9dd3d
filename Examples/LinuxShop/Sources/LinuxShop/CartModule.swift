import HybridKit

/// The app's native cart, as pages see it: `hybrid.cart.count()`.
@MainActor
final class CartModule: BridgeModule {
    let namespace = "cart"
    var items = 2

    func declare(_ module: BridgeModuleDeclaration) {
        module.method("count", arguments: []) { [weak self] (_: JSONValue) -> Int in self?.items ?? 0 }
    }
}
