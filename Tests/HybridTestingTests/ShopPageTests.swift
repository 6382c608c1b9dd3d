import Foundation
import HybridKit
import HybridTesting
import Testing

// readme-page-test: the README shows these lines, an app's delegate and its test.
/// Phone links go to the dialler; only the shop's own page may ask to empty the cart.
@MainActor final class ShopDelegate: WebContainerDelegate {   // the app's own
    var dialled: [URL] = []
    func container(_ container: WebContainer, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        guard let url = action.request.url, url.scheme == "tel" else { return .allow }
        dialled.append(url)                                    // a real app opens the dialler here
        return .cancel
    }
    func container(_ container: WebContainer, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        dialog.sender == .mainFrame(origin: "https://m.example.com") ? .confirmed : .cancelled
    }
}

@Test @MainActor func phoneLinksDial_andOnlyTheShopItselfMayAsk() async throws {
    let container = try WebContainer(engine: TestEngine())   // where the app passes HybridEngine()
    let shop = ShopDelegate()
    container.delegate = shop
    let page = try ScriptedPage(container)
    async let shown = container.load(URL(string: "https://m.example.com/cart")!)
    try await page.finishLoad()                              // the server answers: the page commits and finishes
    #expect(try await shown == URL(string: "https://m.example.com/cart"))
    #expect(await page.navigate(to: URL(string: "tel:+15550100")!) == .cancel)
    #expect(shop.dialled == [URL(string: "tel:+15550100")!])
    #expect(await page.confirm("Empty the cart?"))
    #expect(await !page.confirm("Empty the cart?", origin: "https://ads.example", isMainFrame: false))
}

/// More of what an app's tests do with a scripted page: a failed load, a prompt, a permission.
@MainActor
struct ShopPageTests {
    @Test func aLoadThatFails_throwsWhatThePageMet_andTheDelegateHearsIt() async throws {
        let page = try await ScriptedPage(url: URL(string: "https://m.example.com/")!)
        let next = Task { try await page.container.load(URL(string: "https://m.example.com/pay")!) }
        try await page.failLoad(.cannotConnect(message: "offline"))
        await #expect(throws: NavigationError.cannotConnect(message: "offline")) { try await next.value }
        #expect(page.container.url == URL(string: "https://m.example.com/"), "nothing new committed")
    }

    @Test func aPromptAndAPermission_reachTheDelegate_withWhoAsked() async throws {
        @MainActor final class Camera: WebContainerDelegate {
            var asked: [RequestingFrame] = []
            func container(_ container: WebContainer, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
                .text("ann")
            }
            func container(_ container: WebContainer, decide request: PermissionRequest) async -> PermissionRequest.Decision {
                asked.append(request.sender)
                return request.sender.isMainFrame == true ? .grant : .deny
            }
        }
        let page = try await ScriptedPage(url: URL(string: "https://m.example.com/")!)
        let camera = Camera()
        page.container.delegate = camera
        #expect(await page.prompt("Your name?") == "ann")
        #expect(await page.requestPermission([.camera]))
        #expect(await !page.requestPermission([.camera], origin: "https://ads.example", isMainFrame: false))
        #expect(camera.asked == [.mainFrame(origin: "https://m.example.com"), .subframe(origin: "https://ads.example")])
    }
}
