import Foundation
@testable import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// The standing wait that carries native → page deliveries (no script is
/// evaluated, so no user gesture): the rules both engines keep, on the fake.
@MainActor
struct BridgeDeliveryChannelTests {
    @Test func deliveriesQueueUntilAWait_thenGoInOneBatch_andSettleFromTheNextWaitsAnswers() async throws {
        let (view, container) = Self.quietPage()
        let first = Task { @MainActor in try await container.bridge.emit("a", 1) }
        let second = Task { @MainActor in try await container.bridge.emit("b", 2) }
        while container.bridge.channel.inFlight < 2 { await Task.yield() }
        let waited = await view.wait([])
        let batch = try #require(waited)
        #expect(batch.count == 2, "both went in one reply")
        #expect(view.asyncCalls.isEmpty && view.evaluated.isEmpty, "no script was evaluated")
        let waiting = Task { @MainActor in await view.wait(batch.map { Self.accepted($0) }) }
        try await first.value
        try await second.value
        container.close()
        _ = await waiting.value
    }

    @Test func aNewerWait_releasesTheOlderWithAnEmptyBatch() async throws {
        let (view, container) = Self.quietPage()
        defer { container.close() }
        let older = Task { @MainActor in await view.wait([]) }
        while container.bridge.channel.isHoldingWait == false { await Task.yield() }
        let newer = Task { @MainActor in await view.wait([]) }
        let released = await older.value
        #expect(released == [], "the older wait is answered with nothing to deliver")
        container.close()
        let refused = await newer.value
        #expect(refused == nil, "a closed bridge refuses the held wait, which ends the runtime's loop")
    }

    @Test func aSubframesWait_isRefused_andGetsNothing() async throws {
        let (view, container) = Self.quietPage()
        defer { container.close() }
        let reply = await view.post(.string(RuntimePost.wait(answers: [], origin: "https://app.example", isMainFrame: false)),
                                    to: Bridge.handlerName)
        guard case .success(.string(let refusal))? = reply else { Issue.record("a subframe's wait must be refused, got \(String(describing: reply))"); return }
        #expect(refusal.contains("frame_not_allowed"), "\(refusal)")
        #expect(!container.bridge.channel.isHoldingWait)
    }

    @Test func pageGoingAway_failsQueuedDeliveriesWithPageGone_andReleasesTheWait() async throws {
        let (view, container) = Self.quietPage()
        defer { container.close() }
        let held = Task { @MainActor in await view.wait([]) }
        while !container.bridge.channel.isHoldingWait { await Task.yield() }
        let call = Task { @MainActor in try await container.bridge.callRaw("h5.slow") }
        let heldBatch = await held.value
        let delivered = try #require(heldBatch)
        #expect(delivered.count == 1)
        let next = Task { @MainActor in await view.wait([]) }
        while !container.bridge.channel.isHoldingWait { await Task.yield() }
        view.report(.committed(URL(string: "https://app.example/next")!))
        let released = await next.value
        #expect(released == [], "the wait is released: the new document's runtime waits again")
        do { _ = try await call.value; Issue.record("the call must fail") } catch let error as BridgeError {
            #expect(error == .pageGone)
        }
        // A late answer for the old page's call is ignored.
        let late = Task { @MainActor in await view.wait([Self.answer(delivered[0], "{\"result\":1}")]) }
        while !container.bridge.channel.isHoldingWait { await Task.yield() }
        container.close()
        _ = await late.value
    }

    @Test func forgedAndRepeatedAnswers_areIgnored_andATimedOutDeliveryIsNeverSent() async throws {
        let (view, container) = Self.quietPage()
        defer { container.close() }
        let error = await bridgeError { _ = try await container.bridge.callRaw("h5.late", timeout: .milliseconds(20)) }
        #expect(error?.code == "timeout")
        #expect(container.bridge.channel.inFlight == 0)
        let call = Task { @MainActor in try await container.bridge.callRaw("h5.sum") }
        let waited = await view.wait([])
        let batch = try #require(waited)
        #expect(batch.count == 1, "the timed-out call was not sent")
        #expect(batch.first?["message"].flatMap { $0.stringValue }?.contains("h5.sum") == true)
        let settled = Task { @MainActor in
            await view.wait(["n999-forged\n{\"result\":666}", Self.answer(batch[0], "{\"result\":42}"),
                             Self.answer(batch[0], "{\"result\":7}")])
        }
        let answered = try await call.value
        #expect(answered == RawJSON(trusted: "42"))
        container.close()
        _ = await settled.value
    }

    // MARK: Helpers

    /// A container on the fake engine whose test plays the runtime itself.
    static func quietPage() -> (FakeWebEngineView, WebContainer) {
        let view = FakeWebEngineView()
        view.runsBridgeRuntime = false
        return (view, WebContainer(view: view))
    }

    static func answer(_ delivery: JSONValue, _ reply: String) -> String {
        (delivery["id"]?.stringValue ?? "") + "\n" + reply
    }

    static func accepted(_ delivery: JSONValue) -> String { answer(delivery, #"{"result":null}"#) }
}

extension FakeWebEngineView {
    /// Posts the main frame runtime's wait with `answers`; returns the batch it got, or `nil` when refused.
    func wait(_ answers: [String]) async -> [JSONValue]? {
        let reply = await post(.string(RuntimePost.wait(answers: answers, origin: "https://app.example")), to: Bridge.handlerName)
        guard case .success(.string(let text))? = reply, case .array(let batch)? = try? JSONValue(jsonText: text) else { return nil }
        return batch
    }
}
