import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// A container is configured one way: its ``ContainerConfiguration``, kept in one place.
@MainActor
struct ContainerConfigurationTests {
    /// A stored property's name as Mirror reports it, without lazy or wrapper decoration.
    private static func plain(_ label: String) -> String {
        label.replacingOccurrences(of: "$__lazy_storage_$_", with: "").trimmingCharacters(in: ["_", "$"])
    }

    @Test func noContainerProperty_keepsAConfigurationFieldOfItsOwn() async throws {
        let page = try await ScriptedPage()
        let fields = Set(Mirror(reflecting: page.container.configuration).children.compactMap(\.label).map(Self.plain))
        let stored = Set(Mirror(reflecting: page.container).children.compactMap(\.label).map(Self.plain))
        #expect(fields.isSuperset(of: ["navigationDelegate", "dialogDelegate", "downloadDelegate", "recoveryDelegate", "navigationPolicy", "cookieSync", "dialogFloodLimit", "defaultLoadTimeout", "trustsLoadedOrigins"]))
        #expect(stored.contains("configuration"))
        #expect(stored.intersection(fields) == [])
    }

    @Test func aShorthand_writesTheConfiguration_andReadsItBack() async throws {
        let page = try await ScriptedPage()
        page.container.configuration.dialogTimeout = .seconds(7)
        page.container.configuration.trustsLoadedOrigins = false
        #expect(page.container.configuration.dialogTimeout == .seconds(7))
        #expect(page.container.configuration.trustsLoadedOrigins == false)
        var replaced = ContainerConfiguration()
        replaced.defaultLoadTimeout = .seconds(3)
        page.container.configure(replaced)
        #expect(page.container.configuration.dialogTimeout == .seconds(120))
        #expect(page.container.configuration.defaultLoadTimeout == .seconds(3))
    }

    @Test func replacingTheConfigurationOfALiveContainer_takesEffectAtTheNextDocument() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let first = URL(string: "https://shop.example/a")!
        async let loaded = container.load(first)
        while view.loadedRequests.isEmpty { await Task.yield() }
        view.report(.finished(first))
        _ = try await loaded
        #expect(view.loadedRequests.last?.url == first)

        var configuration = container.configuration
        configuration.commonParameters = try CommonParameters(queryItems: [URLQueryItem(name: "lang", value: "en")], queryHosts: ["shop.example"])
        configuration.title = "Orders"
        configuration.defaultLoadTimeout = .milliseconds(50)
        configuration.trustsLoadedOrigins = false
        container.configuration = configuration
        #expect(container.chrome.title == "Orders")

        let second = URL(string: "https://other.example/b")!
        let started = ContinuousClock.now
        await #expect(throws: NavigationError.self) { try await container.load(URL(string: "https://shop.example/b")!) }
        #expect(ContinuousClock.now - started < .seconds(5), "the new load timeout applied")
        #expect(view.loadedRequests.last?.url?.query == "lang=en", "the new common parameters applied")
        await #expect(throws: NavigationError.self) { try await container.load(second) }
        #expect(!container.trustedOrigins.contains(try #require(BridgeOrigin(url: second))), "loaded origins are no longer trusted")
    }
}
