import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// When the container loads the main frame again to add or drop common parameters, on a
/// fake engine that names no frame (as WebKitGTK); `CommonParametersActionTests` has the engines that do.
@MainActor
struct CommonParametersPolicyTests {
    private static func page() throws -> (WebContainer, FakeWebEngineView) {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        container.configuration.commonParameters = try CommonParameters(
            queryItems: [URLQueryItem(name: "channel", value: "store")], queryHosts: ["m.shop.example"],
            headers: ["X-App-Version": "3.2"], headerHosts: ["m.shop.example"])
        return (container, view)
    }

    private static func response(_ url: String, mainFrame: Bool = true, headers: [String: String] = [:]) -> NavigationResponse {
        var request = URLRequest(url: URL(string: url)!)
        request.allHTTPHeaderFields = headers
        return NavigationResponse(url: URL(string: url)!, statusCode: 200, mimeType: "text/html", isMainFrame: mainFrame, request: request)
    }

    @Test func mainFrameResponseWithoutThem_isLoadedAgainWithThem_anIframesIsNot() async throws {
        let (container, view) = try Self.page()
        let framed = await container.decidePolicy(for: Self.response("https://m.shop.example/frame", mainFrame: false))
        #expect(framed == .allow)
        #expect(view.loadedRequests.isEmpty)
        let main = await container.decidePolicy(for: Self.response("https://m.shop.example/page"))
        #expect(main == .cancel)
        #expect(view.loadedRequests.last?.url?.absoluteString == "https://m.shop.example/page?channel=store")
        #expect(view.loadedRequests.last?.value(forHTTPHeaderField: "X-App-Version") == "3.2")
        let complete = await container.decidePolicy(
            for: Self.response("https://m.shop.example/page?channel=store", headers: ["X-App-Version": "3.2"]))
        #expect(complete == .allow, "a page that has them is shown")
    }

    @Test func redirectCarryingTheHeaders_toAnUnlistedHost_isLoadedAgainWithoutThem() async throws {
        let (container, view) = try Self.page()
        var request = URLRequest(url: URL(string: "https://sso.example/login")!)
        request.setValue("3.2", forHTTPHeaderField: "X-App-Version")
        let redirect = await container.decidePolicy(for: NavigationAction(request: request, isRedirect: true))
        #expect(redirect == .cancel)
        #expect(view.loadedRequests.last?.url?.host == "sso.example")
        #expect(view.loadedRequests.last?.value(forHTTPHeaderField: "X-App-Version") == nil)
        let notRedirect = await container.decidePolicy(for: NavigationAction(request: request))
        #expect(notRedirect == .allow, "with no frame named, only a redirect is known to be the main frame's own request")
    }

    @Test func loadingAgain_isCappedUntilTheNextCommit_soADroppingServerCannotLoop() async throws {
        let (container, view) = try Self.page()
        var answers: [NavigationPolicy] = []
        for _ in 0..<7 { answers.append(await container.decidePolicy(for: Self.response("https://m.shop.example/page"))) }
        #expect(answers == Array(repeating: .cancel, count: 5) + [.allow, .allow])
        #expect(view.loadedRequests.count == 5)
        view.report(.committed(URL(string: "https://m.shop.example/page")))
        let afterCommit = await container.decidePolicy(for: Self.response("https://m.shop.example/page"))
        #expect(afterCommit == .cancel)
    }
}
