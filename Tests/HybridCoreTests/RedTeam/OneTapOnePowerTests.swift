import Foundation
import HybridCore
import HybridTesting
import HybridVocabulary
import Testing

/// Red team (issue 56, activation): one tap is one power whichever door spends it. A new window
/// (or another app opened by the engine's gesture) and a gesture-required bridge call drew on two
/// separate records, so one tap paid and opened a window, or opened a window and then paid.
@MainActor
struct OneTapOnePowerTests {
    private static let origin = "https://app.example"

    @MainActor
    private final class Page {
        let page: ScriptedPage
        let recorder = NavigationDelegateRecorder()
        let made: ScriptedPage
        var view: FakeWebEngineView { page.container.engineView as! FakeWebEngineView }

        init() async throws {
            page = try await ScriptedPage(url: URL(string: "\(OneTapOnePowerTests.origin)/")!)
            made = try ScriptedPage(WebContainer(engine: TestEngine()))
            page.container.delegate = recorder
            recorder.madeContainer = made.container
            page.container.configuration.navigationPolicy.append(ExternalSchemes())
            page.container.configuration.navigationPolicy.append(NewWindows(.newContainer))
            page.container.bridge.registerRaw("pay", options: BridgeHandlerOptions(requiresUserActivation: true)) { params, _ in params }
        }

        func tap() async {
            _ = await view.post(.string(RuntimePost.gesture(origin: OneTapOnePowerTests.origin, isMainFrame: true)), to: "hybridkit")
        }

        func pay() async -> String {
            let text = RuntimePost.message(#"{"t":"call","id":7,"name":"pay","params":{}}"#, origin: OneTapOnePowerTests.origin,
                                           isMainFrame: true, hasUserActivation: true)
            guard case .success(.string(let reply))? = await view.post(.string(text), to: "hybridkit") else { return "no reply" }
            return reply
        }
    }

    @Test func aTapSpentOnAGestureRequiredCall_opensNoWindowAfterIt() async throws {
        let page = try await Page()
        await page.tap()
        #expect(!(await page.pay()).contains(#""error""#))
        _ = await page.page.navigate(to: URL(string: "https://app.example/popup")!, isUserGesture: true, opensNewWindow: true)
        #expect(page.recorder.containersMade == 0, "the tap that paid also opened a window")
        _ = await page.page.navigate(to: URL(string: "weixin://dl/pay")!, isUserGesture: true)
        #expect(page.recorder.openedExternally.isEmpty, "the tap that paid also opened another app")
    }

    @Test func aTapSpentOnANewWindow_allowsNoGestureRequiredCallAfterIt() async throws {
        let page = try await Page()
        await page.tap()
        _ = await page.page.navigate(to: URL(string: "https://app.example/popup")!, isUserGesture: true, opensNewWindow: true)
        #expect(page.recorder.containersMade == 1)
        let paid = await page.pay()
        #expect(paid.contains(#""code":"user_activation_required""#), "the tap that opened a window also paid: \(paid)")
    }

    @Test func aTapSpentOpeningAnotherApp_allowsNoGestureRequiredCallAfterIt() async throws {
        let page = try await Page()
        await page.tap()
        _ = await page.page.navigate(to: URL(string: "weixin://dl/scan")!, isUserGesture: true)
        #expect(page.recorder.openedExternally.count == 1)
        let paid = await page.pay()
        #expect(paid.contains(#""code":"user_activation_required""#), "the tap that opened another app also paid: \(paid)")
    }
}
