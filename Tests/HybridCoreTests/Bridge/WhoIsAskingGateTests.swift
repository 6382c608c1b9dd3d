import Foundation
@testable import HybridCore
import HybridTesting
import HybridVocabulary
import Testing

/// Who is asking, on the fake engine: the page shown to a person and a real
/// gesture are the container's and the isolated runtime's word, checked before a handler runs.
@MainActor
struct WhoIsAskingGateTests {
    private static func call(_ view: FakeWebEngineView, _ name: String, activation: Bool = false) async -> String? {
        let text = RuntimePost.message(#"{"t":"call","id":7,"name":"\#(name)"}"#, origin: "https://app.example",
                                         isMainFrame: true, hasUserActivation: activation)
        guard case .success(.string(let reply))? = await view.post(.string(text), to: "hybridkit") else { return nil }
        return reply
    }

    private static func container() -> (WebContainer, FakeWebEngineView) {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        container.trust(try! BridgeOrigin("https://app.example"))
        return (container, view)
    }

    @Test func aHiddenContainer_isRefusedAFrontPageMethod_beforeItRuns_andAShownOneIsAnswered() async throws {
        let (container, view) = Self.container()
        var ran = 0
        container.bridge.registerRaw("draw", options: .frontPage()) { params, context in
            ran += 1
            #expect(context.isPageShown)
            return params
        }
        container.isVisible = false
        let refused = await Self.call(view, "draw")
        #expect(refused?.contains(#""code":"page_not_visible""#) == true, "\(refused ?? "no reply")")
        #expect(ran == 0)
        container.isVisible = true
        let answered = await Self.call(view, "draw")
        #expect(answered?.contains(#""error""#) == false, "\(answered ?? "no reply")")
        #expect(ran == 1)
    }

    @Test func aMethodWithoutTheOption_stillAnswersAHiddenPage_andSaysItIsHidden() async throws {
        let (container, view) = Self.container()
        var shown: [Bool] = []
        container.bridge.registerRaw("read") { params, context in
            shown.append(context.isPageShown)
            return params
        }
        container.isVisible = false
        _ = await Self.call(view, "read")
        #expect(shown == [false])
    }

    @Test func aGestureMethod_needsTheRuntimesWordOfARealInput() async throws {
        let (container, view) = Self.container()
        container.bridge.registerRaw("pay", options: BridgeHandlerOptions(requiresUserActivation: true)) { params, _ in params }
        let refused = await Self.call(view, "pay")
        #expect(refused?.contains(#""code":"user_activation_required""#) == true, "\(refused ?? "no reply")")
        _ = await view.post(.string(RuntimePost.gesture(origin: "https://app.example")), to: "hybridkit")
        let answered = await Self.call(view, "pay", activation: true)
        #expect(answered?.contains(#""error""#) == false, "\(answered ?? "no reply")")
    }

    @Test func anUntrustedOrigin_hearsOriginNotAllowed_beforeVisibility() async throws {
        let (container, view) = Self.container()
        container.trustedOrigins = []
        container.bridge.registerRaw("draw", options: .frontPage()) { params, _ in params }
        container.isVisible = false
        let refused = await Self.call(view, "draw")
        #expect(refused?.contains(#""code":"origin_not_allowed""#) == true, "\(refused ?? "no reply")")
    }

    @Test func theActivationMark_roundTripsThroughThePosting() {
        for (main, active) in [(true, true), (true, false), (false, true), (false, false)] {
            let text = RuntimePost.message("{}", origin: "https://app.example", isMainFrame: main, hasUserActivation: active)
            let posting = RuntimePost(text)
            #expect(posting?.isMainFrame == main)
            #expect(posting?.hasUserActivation == active)
            #expect(posting?.text == text)
        }
    }
}

/// How a document got its trust, as the fake engine reports its loads.
@MainActor
struct DocumentTrustTests {
    @Test func anAppLoad_aRedirectedOne_andThePagesOwnNavigation_areToldApart() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        var seen: [DocumentTrust] = []
        container.bridge.registerRaw("who", options: BridgeHandlerOptions(allowedOrigins: .any)) { params, context in
            seen.append(context.documentTrust)
            return params
        }
        let ask = { () async in
            let text = RuntimePost.message(#"{"t":"call","id":1,"name":"who"}"#, origin: "https://app.example", isMainFrame: true)
            _ = await view.post(.string(text), to: "hybridkit")
        }
        container.documentTrust.appWillLoad(URL(string: "https://app.example/")!)
        container.documentTrust.pageDidNavigate(.committed(URL(string: "https://app.example/")!))
        await ask()
        container.documentTrust.appWillLoad(URL(string: "https://app.example/go")!)
        container.documentTrust.pageDidNavigate(.committed(URL(string: "https://elsewhere.example/")!))
        await ask()
        container.documentTrust.pageDidNavigate(.committed(URL(string: "https://app.example/next")!))
        await ask()
        container.documentTrust.willRestore()
        container.documentTrust.appWillLoad(URL(string: "https://elsewhere.example/")!)
        container.documentTrust.pageDidNavigate(.committed(URL(string: "https://elsewhere.example/")!))
        await ask()
        // Brought back, the page keeps the trust it had (navigated), whatever the restore's own load asked.
        #expect(seen == [.appLoad, .redirected, .navigated, .navigated])
    }
}
