@testable import HybridCore
import HybridTesting
import Testing

/// Calls in flight are bounded: the excess is refused at once with
/// `too_many_calls`, and subframes cannot use up the main frame's room.
@MainActor
struct BridgeCallLimitTests {
    private static func post(_ view: FakeWebEngineView, main: Bool = true, id: Int, params: String = "1") async -> String {
        let text = #"{"t":"call","id":\#(id),"name":"wait","params":\#(params)}"#
        guard case .success(.string(let reply))? = await view.post(.string(RuntimePost.message(text, origin: "https://app.example", isMainFrame: main)), to: "hybridkit")
        else { return "" }
        return reply
    }

    /// A container whose `wait` handler holds every call until `release` runs.
    private static func holdingContainer() -> (FakeWebEngineView, WebContainer, release: () -> Void) {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        var held: [CheckedContinuation<Void, Never>] = []
        container.bridge.registerRaw("wait", options: BridgeHandlerOptions(allowedOrigins: .any, mainFrameOnly: false)) { params, _ in
            await withCheckedContinuation { held.append($0) }
            return params
        }
        return (view, container, { held.forEach { $0.resume() }; held.removeAll() })
    }

    @Test func callsBeyondTheLimit_areRefusedAtOnce_andTheRestSettle() async throws {
        let (view, container, release) = Self.holdingContainer()
        container.bridge.maximumCallsInFlight = 3
        var replies: [Int: String] = [:]
        let tasks = (1...5).map { id in Task { @MainActor in replies[id] = await Self.post(view, id: id) } }
        try await eventually("refusals") { replies.count == 2 }
        #expect(replies[4] == #"{"id":4,"error":{"code":"too_many_calls","message":"wait refused: too many calls in flight; retry when some have settled"}}"#)
        #expect(replies[5] != nil)
        release()
        for task in tasks { await task.value }
        #expect(replies[1] == #"{"id":1,"result":1}"#)
        #expect(replies.values.filter { $0.contains("too_many_calls") }.count == 2)
        // Room is given back as calls settle.
        let again = Task { @MainActor in await Self.post(view, id: 6) }
        try await eventually("held again") { container.bridge.router.inFlight(.mainFrame).calls == 1 }
        release()
        let reply = await again.value
        #expect(reply == #"{"id":6,"result":1}"#)
    }

    @Test func bytesBeyondTheLimit_areRefused() async throws {
        let (view, container, release) = Self.holdingContainer()
        container.bridge.maximumCallsInFlight = 100
        container.bridge.maximumBytesInFlight = 1_000
        let big = "\"" + String(repeating: "x", count: 600) + "\""
        let first = Task { @MainActor in await Self.post(view, id: 1, params: big) }
        try await eventually("first held") { container.bridge.router.inFlight(.mainFrame).calls == 1 }
        let second = await Self.post(view, id: 2, params: big)
        #expect(second.contains("too_many_calls"), "\(second)")
        release()
        let firstReply = await first.value
        #expect(firstReply.contains("\"result\""), "\(firstReply)")
    }

    @Test func subframesFlooding_leaveTheMainFrameItsOwnRoom() async throws {
        let (view, container, release) = Self.holdingContainer()
        container.bridge.maximumCallsInFlight = 2
        var frameReplies: [String] = []
        let frameTasks = (1...4).map { id in Task { @MainActor in frameReplies.append(await Self.post(view, main: false, id: id)) } }
        try await eventually("subframe refusals") { frameReplies.count == 2 }
        #expect(frameReplies.allSatisfy { $0.contains("too_many_calls") })
        let main = Task { @MainActor in await Self.post(view, main: true, id: 9) }
        try await eventually("main held") { container.bridge.router.inFlight(.mainFrame).calls == 1 }
        release()
        let mainReply = await main.value
        #expect(mainReply == #"{"id":9,"result":1}"#)
        for task in frameTasks { await task.value }
    }
}
