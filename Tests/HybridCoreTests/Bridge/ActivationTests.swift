import Foundation
import HybridCore
import HybridTesting
import HybridVocabulary
import Testing

/// Activation as HTML defines it, on the fake engine: a person's input, reported by the trusted
/// runtime, lets one power through; the next power needs another gesture, and a page hidden since
/// the gesture has none.
@MainActor
struct ActivationTests {
    private static let origin = "https://app.example"

    private static func container() throws -> (WebContainer, FakeWebEngineView) {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        container.trust(try BridgeOrigin(origin))
        container.bridge.registerRaw("pay", options: BridgeHandlerOptions(mainFrameOnly: false, requiresUserActivation: true)) { params, _ in params }
        container.bridge.registerRaw("read", options: BridgeHandlerOptions(mainFrameOnly: false)) { _, context in
            try RawJSON(context.source.hasUserActivation ? "true" : "false")
        }
        return (container, view)
    }

    private static func tap(_ view: FakeWebEngineView, isMainFrame: Bool = true) async {
        _ = await view.post(.string(RuntimePost.gesture(origin: origin, isMainFrame: isMainFrame)), to: "hybridkit")
    }

    private static func call(_ view: FakeWebEngineView, _ name: String, isMainFrame: Bool = true, stamped: Bool = true) async -> String {
        let text = RuntimePost.message(#"{"t":"call","id":7,"name":"\#(name)","params":{}}"#, origin: origin,
                                       isMainFrame: isMainFrame, hasUserActivation: stamped)
        guard case .success(.string(let reply))? = await view.post(.string(text), to: "hybridkit") else { return "no reply" }
        return reply
    }

    /// Red team: the runtime's 5 s window was never consumed, so one tap allowed any number of gesture-required calls.
    @Test func oneTap_spendsOnOneGestureRequiredCall_andTheNextTapAllowsTheNext() async throws {
        let (container, view) = try Self.container()
        defer { withExtendedLifetime(container) {} }
        await Self.tap(view)
        #expect(!(await Self.call(view, "pay")).contains(#""error""#))
        let second = await Self.call(view, "pay")
        #expect(second.contains(#""code":"user_activation_required""#), "\(second)")
        await Self.tap(view)
        #expect(!(await Self.call(view, "pay")).contains(#""error""#))
    }

    @Test func readingTheGesture_spendsNothing_butAPowerDoes() async throws {
        let (container, view) = try Self.container()
        defer { withExtendedLifetime(container) {} }
        await Self.tap(view)
        #expect(await Self.call(view, "read").contains("true"))
        #expect(await Self.call(view, "read").contains("true"))
        _ = await Self.call(view, "pay")
        #expect(await Self.call(view, "read").contains("false"), "spent by the power")
    }

    @Test func aStampWithoutAReportedGesture_isNoGesture() async throws {
        let (container, view) = try Self.container()
        defer { withExtendedLifetime(container) {} }
        let refused = await Self.call(view, "pay", stamped: true)
        #expect(refused.contains(#""code":"user_activation_required""#), "\(refused)")
    }

    /// Red team: a page that was tapped and then pushed kept its activation while hidden.
    @Test func aPageHiddenAfterItsTap_losesTheGesture_evenWhenShownAgain() async throws {
        let (container, view) = try Self.container()
        await Self.tap(view)
        container.isVisible = false
        let hidden = await Self.call(view, "pay")
        #expect(hidden.contains(#""code":"user_activation_required""#), "\(hidden)")
        container.isVisible = true
        let shownAgain = await Self.call(view, "pay")
        #expect(shownAgain.contains(#""code":"user_activation_required""#), "\(shownAgain)")
        container.isVisible = false
        await Self.tap(view)  // a hidden page cannot be tapped: its report counts for nothing
        container.isVisible = true
        #expect(await Self.call(view, "pay").contains(#""code":"user_activation_required""#))
    }

    @Test func aFramesTap_doesNotActivateTheMainDocument_norTheOtherWay() async throws {
        let (container, view) = try Self.container()
        defer { withExtendedLifetime(container) {} }
        await Self.tap(view, isMainFrame: false)
        #expect(await Self.call(view, "pay", isMainFrame: true).contains(#""code":"user_activation_required""#))
        #expect(!(await Self.call(view, "pay", isMainFrame: false)).contains(#""error""#))
    }

    @Test func theGestureReport_roundTripsAsItsOwnKind_thatNoMessageCanBe() {
        let posting = RuntimePost(RuntimePost.gesture(origin: Self.origin))
        #expect(posting?.kind == .gesture)
        #expect(posting?.hasUserActivation == true)
        #expect(RuntimePost(RuntimePost.message(#"{"t":"gesture"}"#, origin: Self.origin, isMainFrame: true, hasUserActivation: true))?.kind == .message)
    }
}
