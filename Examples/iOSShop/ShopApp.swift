// An iOS app on HybridKit in one file: a navigator of pages in SwiftUI, a native
// module every page gets, and the shop's H5 app from a signed offline package.
// Add the HybridKit package in Xcode, and shop.zip and shop.key.pub (from
// `hybrid package keygen` and `hybrid package create`) to the app's resources.
// `make check-apple` type-checks this file against our declarations of Apple's API.
import Foundation
import Combine
import SwiftUI
// In an app: `import HybridKit` (the first four and Logging) and `import HybridOffline`.
import HybridCore
import HybridVocabulary
import HybridOffline
import HybridWKWebView
import Logging

/// The app's native cart, as pages see it: `hybrid.cart.count()`.
@MainActor
final class CartModule: BridgeModule {
    let namespace = "cart"
    var items = 2

    func declare(_ module: BridgeModuleDeclaration) {
        module.method("count", arguments: []) { [weak self] (_: JSONValue) -> Int in self?.items ?? 0 }
    }
}

/// Everything the app sets up once: the engine, the package, the pool and its navigator.
@MainActor
final class Shop: ObservableObject {
    let navigator: Navigator
    let cart = CartModule()

    init() {
        let engine = AppleWebEngine()
        let pool = WebViewPool(engine: engine)
        navigator = Navigator(pool: pool)
        pool.onLease = { [cart] container in try? container.bridge.install(cart) }   // every page gets hybrid.cart
        do {
            let key = try PackagePublicKey(fileText: String(contentsOf: Self.resource("shop.key", "pub"), encoding: .utf8))
            let support = try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
            let store = try PackageStore(root: support.appendingPathComponent("packages"), publicKey: key)
            let host = OfflinePackageHost(store: store, server: OfflinePackageServer())
            try host.register(on: engine)                                            // app://bundle/ before the first view
            if try store.current() == nil { _ = try PackageInstaller(store: store).install(Self.resource("shop", "zip")) }
            try store.confirmCurrent()                                               // the shipped version is known good
        } catch {
            Logger(label: "shop").error("the shop's package is not installed: \(error)")
        }
        navigator.customSchemeMapping = { url in                                    // shop://orders/7, from anyone: checked
            url.host == "orders" ? URL(string: "https://shop.example/orders/\(Int(url.lastPathComponent) ?? 0)") : nil
        }
        navigator.customSchemeHosts = ["shop.example"]
        Task { [navigator] in try? await navigator.route(URL(string: "app://bundle/index.html")!) }
    }

    /// A universal link or a shop:// URL, at launch or later: opened once, where the rules say.
    func open(_ url: URL) {
        Task { [navigator] in try? await navigator.open(url, arrivedBy: url.scheme == "https" ? .universalLink : .customScheme) }
    }

    private static func resource(_ name: String, _ type: String) -> URL {
        Bundle.main.url(forResource: name, withExtension: type) ?? URL(fileURLWithPath: "/missing/\(name).\(type)")
    }
}

@main
struct ShopApp: App {
    @StateObject private var shop = Shop()

    var body: some Scene {
        WindowGroup {
            HybridNavigationStack(navigator: shop.navigator)                         // pages slide in; Back pops
                .onOpenURL { url in shop.open(url) }
        }
    }
}
