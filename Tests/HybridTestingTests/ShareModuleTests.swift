import Foundation
import HybridCore
import HybridTesting
import Testing

/// The modules article's app-side test (HybridCore.docc/Modules.md): a module tested with HybridTesting's scripted page, no WebKit.
@MainActor
struct ShareModuleTests {
    // readme-module-test: the modules article shows these lines.
    @Test func sharesFromTheTrustedPage_andRefusesFramesAndOtherOrigins() async throws {
        let page = try await ScriptedPage(url: URL(string: "https://m.example.com/cart")!)
        let share = ShareModule()
        try page.container.bridge.install(share)
        #expect(try await page.call("share.text", ["text": "Look", "url": "https://m.example.com/p/1"]) == true)
        #expect(await page.failure("share.text", ["text": ""])?.code == "invalid_params")
        #expect(await page.failure("share.text", ["text": "x"], origin: "https://ads.example")?.code == "origin_not_allowed")
        #expect(await page.failure("share.text", ["text": "x"], isMainFrame: false)?.code == "frame_not_allowed")
        try await share.sheetClosed(completed: true)
        #expect(page.events.map(\.name) == ["share.finished"])
        #expect(share.shared == [ShareModule.Shared(text: "Look", url: "https://m.example.com/p/1")])
    }
}
