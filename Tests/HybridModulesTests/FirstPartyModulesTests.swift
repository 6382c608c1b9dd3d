import Foundation
import HybridCore
import HybridVocabulary
import HybridModules
import HybridTesting
import Testing

/// What every first-party module shares: installed together, refused to other
/// origins and to frames, like any handler.
@MainActor
struct FirstPartyModulesTests {
    nonisolated static let methods = ["ui.toast", "ui.loading", "ui.actionSheet", "share.share", "media.chooseImage", "device.network",
                          "clipboard.read", "clipboard.write", "haptics.impact", "app.info"]

    @Test func installsEveryModule_andTheirMethods() async throws {
        let page = try await ModulePage.open()
        // chrome and keyboard come with every container.
        #expect(page.page.container.bridge.moduleNamespaces.filter { !["chrome", "keyboard"].contains($0) } == FirstPartyModules.namespaces)
        #expect(Set(Self.methods).isSubset(of: Set(page.page.container.bridge.handlerNames)))
    }

    @Test(arguments: methods)
    func refusesAnotherOrigin_andASubframe(_ name: String) async throws {
        let page = try await ModulePage.open()
        #expect(await page.page.failure(name, ["text": "x"], origin: "https://ads.example")?.code == "origin_not_allowed")
        #expect(await page.page.failure(name, ["text": "x"], isMainFrame: false)?.code == "frame_not_allowed")
        #expect(page.presenter.toasts.isEmpty && page.presenter.sheets.isEmpty && page.presenter.shared.isEmpty)
    }

    @Test func installingTwice_isRefused_namingTheNamespace() async throws {
        let page = try await ModulePage.open()
        #expect(throws: BridgeError.self) { try page.page.container.bridge.install(FirstPartyModules.ui(presenter: nil)) }
    }

    @Test func appInfo_saysNameVersionBuildPlatformAndHybridKit() async throws {
        let page = try await ModulePage.open()
        let info = try await page.page.call("app.info", [:])
        #expect(info["name"] == "Shop" && info["version"] == "2.1" && info["build"] == "210")
        #expect(info["platform"] == "linux")
        #expect(info["hybridKitVersion"]?.stringValue?.isEmpty == false)
    }

    @Test func appInfo_takesWhatTheAppDoesNotGive_fromTheBundle() async throws {
        let page = try await ScriptedPage(url: URL(string: "https://m.example.com/about")!)
        try page.container.bridge.install(FirstPartyModules.app(name: "Solo"))
        let info = try await page.call("app.info", [:])
        #expect(info["name"] == "Solo")
        #expect(info["version"]?.stringValue?.isEmpty == false && info["build"]?.stringValue?.isEmpty == false)
    }

    @Test func haptics_sayWhetherTheDevicePlayedThem() async throws {
        let page = try await ModulePage.open()
        #expect(try await page.page.call("haptics.impact", ["style": "heavy"]) == ["supported": false])
        #expect(page.presenter.haptics == [.heavy])
        #expect(await page.page.failure("haptics.impact", ["style": "loud"])?.code == "invalid_params")
    }
}
