import Foundation
@testable import HybridCore
import HybridTesting
@testable import HybridOffline
import Testing
import HybridEngineSupport

/// Boot confirmation against the fake engine: only the boot load's own page counts.
@MainActor
struct BootConfirmationTests {
    private static let entry = URL(string: "app://bundle/index.html")!

    private static func bootCall(_ view: FakeWebEngineView, url: String, origin: String = "app://bundle", main: Bool = true) async -> String? {
        let params = JSONValue.object(["url": .string(url)]).jsonText
        let envelope = #"{"t":"call","id":7,"name":"offline.booted","params":"# + params + "}"
        guard case .success(.string(let reply))? = await view.post(.string(BridgePosting.message(envelope, origin: origin, isMainFrame: main)), to: "hybridkit")
        else { return nil }
        return reply
    }

    /// Starts a boot and plays the engine until the boot load was requested; returns its URL.
    private static func startBoot(_ view: FakeWebEngineView, _ boot: BootConfirmation, deadline: Duration) async -> (Task<BootOutcome, Never>, String) {
        let task = Task { @MainActor in await boot.boot(Self.entry, deadline: deadline) }
        for _ in 0..<10_000 where view.loadedRequests.isEmpty { await Task.yield() }
        return (task, view.loadedRequests.first?.url?.absoluteString ?? "no boot load")
    }

    @Test func callFromTheBootLoadsOwnPage_confirms() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let (task, bootURL) = await Self.startBoot(view, boot, deadline: .seconds(30))
        #expect(bootURL.hasPrefix("app://bundle/index.html?hybrid-boot="))
        view.report(.started(URL(string: bootURL)))
        view.report(.finished(URL(string: bootURL)))
        let reply = await Self.bootCall(view, url: bootURL)
        #expect(reply == #"{"id":7,"result":{"confirmed":true}}"#)
        let outcome = await task.value
        withExtendedLifetime(container) {}
        #expect(outcome == .confirmed)
    }

    @Test func readinessCallFromOutgoingPage_doesNotCount_andTheDeadlinePasses() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let (task, bootURL) = await Self.startBoot(view, boot, deadline: .milliseconds(300))
        // The old page is still up while the new load is under way; its ready call arrives now.
        let outgoing = await Self.bootCall(view, url: "app://bundle/index.html?hybrid-boot=0ld-t0ken")
        let untokened = await Self.bootCall(view, url: "app://bundle/index.html")
        #expect(outgoing == #"{"id":7,"result":{"confirmed":false}}"#)
        #expect(untokened == outgoing)
        view.report(.started(URL(string: bootURL)))
        view.report(.finished(URL(string: bootURL)))
        let outcome = await task.value
        withExtendedLifetime(container) {}
        #expect(outcome == .missedDeadline)
        #expect(boot.refusedCalls == 2)
    }

    @Test func rightTokenFromAnotherOriginOrASubframe_doesNotCount() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let (task, bootURL) = await Self.startBoot(view, boot, deadline: .milliseconds(300))
        view.report(.started(URL(string: bootURL)))
        view.report(.finished(URL(string: bootURL)))
        _ = await Self.bootCall(view, url: bootURL, origin: "https://evil.example")
        _ = await Self.bootCall(view, url: bootURL, main: false)
        let outcome = await task.value
        withExtendedLifetime(container) {}
        #expect(outcome == .missedDeadline)
        #expect(boot.refusedCalls == 1)  // the subframe call is refused by the bridge before it runs
    }

    @Test func failedBootLoad_endsTheTrialWithItsCode() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let (task, bootURL) = await Self.startBoot(view, boot, deadline: .seconds(30))
        view.report(.started(URL(string: bootURL)))
        view.report(.failed(URL(string: bootURL), .cannotShowContent(message: "404")))
        let outcome = await task.value
        withExtendedLifetime(container) {}
        #expect(outcome == .loadFailed("cannot_show_content"))
    }

    // The call decides, not the load's end (issue 47, item 5).

    @Test func pageThatConfirmsWhileItsLoadIsStillUnderWay_isConfirmedAtTheCall() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        defer { container.close() }
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let clock = ContinuousClock(), started = clock.now
        let (task, bootURL) = await Self.startBoot(view, boot, deadline: .seconds(30))
        view.report(.started(URL(string: bootURL)))
        view.report(.committed(URL(string: bootURL)))
        // An image of the page never arrives: no `finished` ever comes.
        let reply = await Self.bootCall(view, url: bootURL)
        let outcome = await task.value
        #expect(reply == #"{"id":7,"result":{"confirmed":true}}"#)
        #expect(outcome == .confirmed)
        #expect(clock.now - started < .seconds(5))
    }

    @Test func loadThatTimesOutOnAStalledSubresource_decidesNothing_andTheLaterCallConfirms() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        defer { container.close() }
        container.configuration.defaultLoadTimeout = .milliseconds(100)
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let (task, bootURL) = await Self.startBoot(view, boot, deadline: .seconds(30))
        view.report(.started(URL(string: bootURL)))
        view.report(.committed(URL(string: bootURL)))
        try await eventually("the load timed out and was stopped") { view.stopCount == 1 }
        let reply = await Self.bootCall(view, url: bootURL)
        #expect(reply == #"{"id":7,"result":{"confirmed":true}}"#)
        #expect(await task.value == .confirmed)
    }

    @Test func stalledLoadWithoutConfirmation_missesTheDeadline_notLoadFailed() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        defer { container.close() }
        container.configuration.defaultLoadTimeout = .milliseconds(100)
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let (task, bootURL) = await Self.startBoot(view, boot, deadline: .milliseconds(400))
        view.report(.started(URL(string: bootURL)))
        view.report(.committed(URL(string: bootURL)))
        #expect(await task.value == .missedDeadline)
    }

    @Test func documentThatNeverArrives_missesTheDeadline_andTheWaitEndsThere() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        defer { container.close() }
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let clock = ContinuousClock(), started = clock.now
        let (task, _) = await Self.startBoot(view, boot, deadline: .milliseconds(300))
        let outcome = await task.value
        #expect(outcome == .missedDeadline)
        #expect(clock.now - started < .seconds(3))
    }

    @Test func callAfterTheDeadline_isRefused_andTheVersionStaysUnconfirmed() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        defer { container.close() }
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let (task, bootURL) = await Self.startBoot(view, boot, deadline: .milliseconds(200))
        view.report(.started(URL(string: bootURL)))
        view.report(.committed(URL(string: bootURL)))
        #expect(await task.value == .missedDeadline)
        let late = await Self.bootCall(view, url: bootURL)
        #expect(late == #"{"id":7,"result":{"confirmed":false}}"#)
        #expect(boot.refusedCalls == 1)
    }

    @Test func confirmationIsFinal_theLoadFailingAfterwardsChangesNothing() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        defer { container.close() }
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let (task, bootURL) = await Self.startBoot(view, boot, deadline: .seconds(30))
        view.report(.started(URL(string: bootURL)))
        view.report(.committed(URL(string: bootURL)))
        let reply = await Self.bootCall(view, url: bootURL)
        view.report(.failed(URL(string: bootURL), .webProcessTerminated))
        #expect(reply == #"{"id":7,"result":{"confirmed":true}}"#)
        #expect(await task.value == .confirmed)
    }

    @Test func mainFrameFailureBeforeTheCall_isLoadFailed_andALaterCallDoesNotConfirm() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        defer { container.close() }
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let (task, bootURL) = await Self.startBoot(view, boot, deadline: .seconds(30))
        view.report(.started(URL(string: bootURL)))
        view.report(.failed(URL(string: bootURL), .cannotConnect(message: "refused")))
        #expect(await task.value == .loadFailed("cannot_connect"))
        let late = await Self.bootCall(view, url: bootURL)
        #expect(late == #"{"id":7,"result":{"confirmed":false}}"#)
    }

    @Test func tokenOfAnEarlierBoot_doesNotConfirmTheNextOne() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        defer { container.close() }
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let (first, firstURL) = await Self.startBoot(view, boot, deadline: .milliseconds(200))
        #expect(await first.value == .missedDeadline)
        view.loadedRequests.removeAll()
        let (second, secondURL) = await Self.startBoot(view, boot, deadline: .seconds(30))
        #expect(secondURL != firstURL)
        view.report(.started(URL(string: secondURL)))
        // The first boot's page is still up and calls with its own (old) token.
        let earlier = await Self.bootCall(view, url: firstURL)
        #expect(earlier == #"{"id":7,"result":{"confirmed":false}}"#)
        view.report(.committed(URL(string: secondURL)))
        let own = await Self.bootCall(view, url: secondURL)
        #expect(own == #"{"id":7,"result":{"confirmed":true}}"#)
        #expect(await second.value == .confirmed)
        #expect(boot.refusedCalls == 1)
    }
}
