import Foundation
import HybridCore
import HybridVocabulary
import HybridModules
import HybridTesting
import Testing

/// `hybrid.clipboard` reads only with the app's consent; `hybrid.device` follows the network.
@MainActor
struct ClipboardAndNetworkTests {
    @Test func clipboard_writes_butReadsNothing_withoutTheAppsConsent() async throws {
        let page = try await ModulePage.open()
        try await page.page.call("clipboard.write", ["text": "order 42"])
        #expect(page.presenter.clipboard == "order 42")
        let error = await page.page.failure("clipboard.read", [:])
        #expect(error?.code == "clipboard_refused")
        #expect(error?.message == "The app did not allow this page to read the clipboard.")
    }

    @Test(arguments: [true, false])
    func clipboard_reads_asTheAppsConsentSays_andTellsItWhoAsks(_ allowed: Bool) async throws {
        var askedBy: [BridgeMessageSource] = []
        let page = try await ModulePage.open { source in
            askedBy.append(source)
            return allowed
        }
        page.presenter.clipboard = "copied elsewhere"
        if allowed {
            #expect(try await page.page.call("clipboard.read", [:]) == ["text": "copied elsewhere"])
        } else {
            #expect(await page.page.failure("clipboard.read", [:])?.code == "clipboard_refused")
        }
        #expect(askedBy.map(\.origin) == ["https://m.example.com"])
    }

    @Test func clipboard_refusesTooMuchText() async throws {
        let page = try await ModulePage.open()
        #expect(await page.page.failure("clipboard.write", ["text": .string(String(repeating: "x", count: 100_001))])?.code == "invalid_params")
        #expect(page.presenter.clipboard == nil)
    }

    @Test func network_answersNow_andSendsEachChangeOnce() async throws {
        let page = try await ModulePage.open()
        #expect(try await page.page.call("device.network", [:]) == ["type": "wifi", "reachable": true])
        page.network.move(to: NetworkStatus.none)
        page.network.move(to: NetworkStatus.none)
        page.network.move(to: NetworkStatus.cellular)
        try await eventually("two network events") { page.page.events.count >= 2 }
        #expect(page.page.events.filter { $0.name == "device.networkChange" }.map(\.payload) == [
            ["type": "none", "reachable": false], ["type": "cellular", "reachable": true],
        ])
    }

    @Test func network_withoutAMonitor_isUnavailable() async throws {
        let page = try await ScriptedPage(url: URL(string: "https://m.example.com/")!)
        try page.container.bridge.install(FirstPartyModules.device(network: nil))
        #expect(await page.failure("device.network", [:])?.code == "unavailable")
    }
}
